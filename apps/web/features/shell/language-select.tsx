'use client';

import { LANG_COOKIE, langCookieMaxAgeSeconds, isLocale, type Locale } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { writeCookie } from './write-cookie';
import styles from './header.module.css';

/** English/Hindi: stores the choice in the `lang` cookie for a year and reloads the page in it. */
export function LanguageSelect() {
  const { lang, t } = useI18n();

  async function choose(next: Locale) {
    await writeCookie(LANG_COOKIE, next, langCookieMaxAgeSeconds);
    const { pathname, search, hash } = window.location;
    const first = pathname.split('/')[1];
    if (isLocale(first)) {
      // An explicitly prefixed URL (/hi/...) would ignore the cookie: swap the prefix.
      window.location.assign(`/${next}${pathname.slice(first.length + 1)}${search}${hash}`);
    } else {
      window.location.reload();
    }
  }

  return (
    <label className={styles.language}>
      <span className="visually-hidden">{t.header.language}</span>
      <select
        value={lang}
        onChange={(e) => {
          if (isLocale(e.target.value)) void choose(e.target.value);
        }}
        className={styles.languageSelect}
      >
        <option value="en" lang="en">
          English
        </option>
        <option value="hi" lang="hi">
          हिन्दी
        </option>
      </select>
    </label>
  );
}

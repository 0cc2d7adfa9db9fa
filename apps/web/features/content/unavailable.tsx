import type { Locale } from '@/i18n';
import { contentMessages } from './messages';
import styles from './content.module.css';

/** Said plainly when the content API cannot be reached (never placeholder content). */
export function ContentUnavailable({ lang }: { lang: Locale }) {
  const t = contentMessages[lang];
  return (
    <section className={`container page ${styles.empty}`} role="alert">
      <h1>{t.unavailableTitle}</h1>
      <p>{t.unavailableBody}</p>
    </section>
  );
}

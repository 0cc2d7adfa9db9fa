'use client';

import Link from 'next/link';
import { useI18n } from '@/i18n/provider';
import { cmsMessages } from './messages';
import { useTypes } from './registry';
import styles from './cms.module.css';

/** /admin/content: every type of the registry, each leading to its list. */
export function ContentIndex() {
  const { lang } = useI18n();
  const t = cmsMessages[lang];
  const { types, error } = useTypes();
  return (
    <section>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      {error && <p role="alert" className={styles.error}>{t.failed}</p>}
      {!types && !error && <p>{t.loading}</p>}
      {types && (
        <ul className={styles.typeGrid}>
          {types.map((type) => (
            <li key={type.key}>
              <Link href={`/admin/content/${type.key}`} className={styles.typeCard}>
                <strong>{lang === 'hi' ? type.label.hiPlural : type.label.enPlural}</strong>
                <code>{type.key}</code>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

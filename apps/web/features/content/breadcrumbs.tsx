import Link from 'next/link';
import type { Locale } from '@/i18n';
import { breadcrumbLd, JsonLd, type Crumb } from './json-ld';
import styles from './content.module.css';

/** The trail from home to this page, visible and as BreadcrumbList JSON-LD. The last crumb is the page itself. */
export function Breadcrumbs({ lang, crumbs, label }: { lang: Locale; crumbs: Crumb[]; label: string }) {
  return (
    <>
      <nav aria-label={label} className={styles.crumbs}>
        <ol>
          {crumbs.map((c, i) => (
            <li key={c.path}>
              {i < crumbs.length - 1 ? <Link href={c.path}>{c.name}</Link> : <span aria-current="page">{c.name}</span>}
            </li>
          ))}
        </ol>
      </nav>
      <JsonLd data={breadcrumbLd(lang, crumbs)} />
    </>
  );
}

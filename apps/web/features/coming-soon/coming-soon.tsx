import Link from 'next/link';
import type { Messages } from '@/i18n';
import styles from './coming-soon.module.css';

type Props = { t: Messages; title: string; isLegal?: boolean };

/**
 * The honest page for a route whose feature arrives with a later issue: its title, one sentence
 * saying it is being built, and a way home. Never placeholder data.
 */
export function ComingSoon({ t, title, isLegal = false }: Props) {
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="page-title">
      <p className={styles.badge}>{t.comingSoon.badge}</p>
      <h1 id="page-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.body}>{isLegal ? t.comingSoon.bodyLegal : t.comingSoon.body}</p>
      <Link href="/" className="button">
        {t.comingSoon.goHome}
      </Link>
    </section>
  );
}

import type { Metadata } from 'next';
import { toLocale } from '@/i18n';
import { MuhurtaTool } from './muhurta-tool';
import { muhurtaMessages } from './messages';
import styles from '@/features/kundli/kundli.module.css';

type LangParams = { params: Promise<{ lang: string }> };

export async function muhurtaMetadata({ params }: LangParams): Promise<Metadata> {
  const t = muhurtaMessages[toLocale((await params).lang)];
  return { title: t.title, description: t.intro };
}

/** /astrology-services/muhurta: a static shell; the search runs in the browser against GET /api/astro/muhurta. */
export async function MuhurtaPage({ params }: LangParams) {
  const t = muhurtaMessages[toLocale((await params).lang)];
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t.title}</h1>
      <p className={styles.lead}>{t.intro}</p>
      <MuhurtaTool />
    </div>
  );
}

import type { Metadata } from 'next';
import { toLocale } from '@/i18n';
import { MatchingTool } from './matching-tool';
import { matchingMessages } from './messages';
import styles from '@/features/kundli/kundli.module.css';

type LangParams = { params: Promise<{ lang: string }> };

export async function matchingMetadata({ params }: LangParams): Promise<Metadata> {
  const t = matchingMessages[toLocale((await params).lang)];
  return { title: t.title, description: t.intro };
}

/** /astrology-services/kundli-matching: static shell; the form and report run in the browser. */
export async function MatchingPage({ params }: LangParams) {
  const t = matchingMessages[toLocale((await params).lang)];
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t.title}</h1>
      <p className={styles.lead}>{t.intro}</p>
      <MatchingTool />
    </div>
  );
}

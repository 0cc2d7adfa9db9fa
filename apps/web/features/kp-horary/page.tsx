import type { Metadata } from 'next';
import { toLocale } from '@/i18n';
import { HoraryTool } from './horary-tool';
import { horaryMessages } from './messages';
import styles from '@/features/kundli/kundli.module.css';

type LangParams = { params: Promise<{ lang: string }> };

export async function horaryMetadata({ params }: LangParams): Promise<Metadata> {
  const t = horaryMessages[toLocale((await params).lang)];
  return { title: t.title, description: t.intro };
}

/** /astrology-services/kp-horary: a static shell; the chart is cast in the browser against GET /api/astro/kp/horary. */
export async function HoraryPage({ params }: LangParams) {
  const t = horaryMessages[toLocale((await params).lang)];
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t.title}</h1>
      <p className={styles.lead}>{t.intro}</p>
      <HoraryTool />
    </div>
  );
}

import type { Metadata } from 'next';
import { toLocale } from '@/i18n';
import { KundliTool } from './kundli-tool';
import { kundliMessages } from './messages';
import styles from './kundli.module.css';

// the saved and shared kundli pages live in saved-pages.tsx: a page's client code is every client module its page
// module imports, so importing their report view here would send it with the empty form

type LangParams = { params: Promise<{ lang: string }> };

export async function kundliMetadata({ params }: LangParams): Promise<Metadata> {
  const t = kundliMessages[toLocale((await params).lang)];
  return { title: t.title, description: t.intro };
}

/** /astrology-services/free-kundli: static shell; the form and report run in the browser. */
export async function KundliPage({ params }: LangParams) {
  const t = kundliMessages[toLocale((await params).lang)];
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t.title}</h1>
      <p className={styles.lead}>{t.intro}</p>
      <KundliTool />
    </div>
  );
}


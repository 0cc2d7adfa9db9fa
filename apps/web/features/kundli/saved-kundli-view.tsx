'use client';

import Link from 'next/link';
import { KundliReportView } from './report/kundli-report';
import { SharePanel } from './share-panel';
import type { KundliReport, SavedKundli } from './types';
import { kundliMessages } from './messages';
import { useI18n } from '@/i18n/provider';

/** A saved kundli opened by its owner: the report, its PDF and the share links. */
export function SavedKundliView({ saved, report }: { saved: SavedKundli; report: KundliReport }) {
  const { lang } = useI18n();
  const t = kundliMessages[lang];
  return (
    <>
      <p><Link href="/astrology-services/free-kundli">← {t.backToForm}</Link></p>
      <SharePanel kundliId={saved.id} initialLinks={saved.shareLinks ?? []} />
      <KundliReportView
        report={report}
        title={saved.title}
        pdf={({ lang: l, chartStyle }) => ({ method: 'GET', url: `/api/astro/kundlis/${saved.id}/pdf?lang=${l}&chartStyle=${chartStyle}` })}
      />
    </>
  );
}

/** A kundli opened through a share link (read-only). */
export function SharedKundliView({ token, title, report }: { token: string; title: string; report: KundliReport }) {
  const { lang } = useI18n();
  const t = kundliMessages[lang];
  return (
    <KundliReportView
      report={report}
      title={t.sharedTitle.replace('{title}', title)}
      pdf={({ lang: l, chartStyle }) => ({ method: 'GET', url: `/api/astro/shared/${encodeURIComponent(token)}/pdf?lang=${l}&chartStyle=${chartStyle}` })}
    />
  );
}

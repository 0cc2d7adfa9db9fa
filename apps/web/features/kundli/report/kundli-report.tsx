'use client';

import { useState, type ReactNode } from 'react';
import { format } from '@/i18n/format';
import { useI18n } from '@/i18n/provider';
import { pick } from '../format';
import { kundliMessages } from '../messages';
import { PdfButton, type PdfSource } from '../pdf-button';
import type { KundliReport } from '../types';
import { ChartsSection } from './charts-section';
import { DepthSection } from '../depth/depth-section';
import { DashaTable } from './dasha-section';
import { Ashtakavarga, Avakahada, BirthAndPanchang, Doshas, Kp, PlanetsTable, Sensitivity, Yogas } from './tables';
import styles from '../kundli.module.css';

type Props = {
  report: KundliReport;
  initialStyle?: 'north' | 'south';
  /** where the PDF comes from; `chartStyle` and `lang` are added */
  pdf: (opts: { lang: 'en' | 'hi'; chartStyle: 'north' | 'south' }) => PdfSource;
  title?: string;
  /** extra actions beside the PDF button (save, share) */
  actions?: ReactNode;
};

/** The whole kundli report, in the page's language; the chart style switch also sets the PDF's style. */
export function KundliReportView({ report: r, initialStyle = 'north', pdf, title, actions }: Props) {
  const { lang } = useI18n();
  const t = kundliMessages[lang];
  const [style, setStyle] = useState<'north' | 'south'>(initialStyle);
  const zone = r.input.place.zone;
  const chain = r.vimshottari.current.map((c) => pick(c.lord, lang)).join(' › ');
  return (
    <article className={styles.report} aria-labelledby="report-title" data-testid="kundli-report">
      <header>
        <h2 id="report-title" tabIndex={-1}>{title ?? format(t.reportFor, { name: r.input.name })}</h2>
        <div className={styles.actions}>
          <PdfButton source={pdf({ lang, chartStyle: style })} fileName={`kundli-${r.input.name.replace(/[^\w\u0900-\u097F-]+/g, '-')}.pdf`} label={t.pdf} busyLabel={t.pdfBusy} failedLabel={t.pdfFailed} />
          {actions}
        </div>
      </header>
      <BirthAndPanchang r={r} lang={lang} t={t} />
      <Avakahada r={r} lang={lang} t={t} />
      <PlanetsTable r={r} lang={lang} t={t} />
      <ChartsSection report={r} lang={lang} t={t} style={style} onStyle={setStyle} />
      <section className={styles.section} aria-labelledby="vim-title">
        <h2 id="vim-title">{t.vimshottari}</h2>
        <p className={styles.muted}>{format(t.vimshottariIntro, { years: r.vimshottari.balanceAtBirthYears.toFixed(2), lord: pick(r.vimshottari.birthNakshatraLord, lang) })}</p>
        {chain && <p className={styles.note} data-testid="current-dasha">{format(t.currentChain, { chain })}</p>}
        <DashaTable periods={r.vimshottari.mahadashas} lang={lang} t={t} zone={zone} depth={3} label={t.vimshottari} idPrefix="vim" />
      </section>
      <section className={styles.section} aria-labelledby="yogini-title">
        <h2 id="yogini-title">{t.yogini}</h2>
        <p className={styles.muted}>{format(t.yoginiIntro, { yogini: pick(r.yogini.birthYogini, lang), years: r.yogini.balanceAtBirthYears.toFixed(2) })}</p>
        <DashaTable periods={r.yogini.mahadashas} lang={lang} t={t} zone={zone} depth={2} label={t.yogini} idPrefix="yogini" />
      </section>
      <Ashtakavarga r={r} lang={lang} t={t} />
      <Doshas r={r} lang={lang} t={t} />
      <Yogas r={r} lang={lang} t={t} />
      <Kp r={r} lang={lang} t={t} />
      <DepthSection r={r} lang={lang} chartStyle={style} />
      <Sensitivity r={r} lang={lang} t={t} />
    </article>
  );
}

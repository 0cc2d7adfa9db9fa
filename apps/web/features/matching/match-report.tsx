'use client';

import { format } from '@/i18n/format';
import { useI18n } from '@/i18n/provider';
import { pick } from '@/features/kundli/format';
import { PdfButton } from '@/features/kundli/pdf-button';
import { matchingMessages } from './messages';
import type { MatchReport } from './types';
import styles from '@/features/kundli/kundli.module.css';

const verdictClass = { excellent: styles.badgeGood, good: styles.badgeGood, average: styles.badgeMid, not_recommended: styles.badgeBad };

/** The 36-point report: total, eight kootas explained, Nadi/Bhakoot doshas, Manglik of both, conclusion, PDF. */
export function MatchReportView({ report: r, request }: { report: MatchReport; request: Record<string, unknown> }) {
  const { lang } = useI18n();
  const t = matchingMessages[lang];
  const dosha = (d: MatchReport['nadiDosha']) => (!d.present ? <span className={styles.badgeGood}>{t.doshaNone}</span> : d.cancelled ? <span className={styles.badgeMid}>{t.doshaCancelled}</span> : <span className={styles.badgeBad}>{t.doshaPresent}</span>);
  const manglikOf = (p: MatchReport['boy']) => (!p.manglik.present ? t.notManglik : p.manglik.cancelled ? t.manglikCancelled : t.isManglik);
  return (
    <article className={styles.report} aria-labelledby="match-title" data-testid="match-report">
      <header>
        <h2 id="match-title" tabIndex={-1}>{format(t.result, { boy: r.boy.name, girl: r.girl.name })}</h2>
        <p style={{ fontSize: '1.4rem', margin: '8px 0' }}>
          {t.totalLabel}: <strong data-testid="match-total">{format(t.points, { points: r.total, max: r.maxTotal })}</strong>{' '}
          <span className={verdictClass[r.conclusion.verdict]}>{pick(r.conclusion, lang).split(':')[1]?.trim().replace(/\.$/, '').slice(0, 60) ?? ''}</span>
        </p>
        <div className={styles.actions}>
          <PdfButton source={{ method: 'POST', url: '/api/astro/match/pdf', body: { ...request, lang } }} fileName={`match-${r.boy.name}-${r.girl.name}.pdf`.replace(/\s+/g, '-')} label={t.pdf} busyLabel={t.pdfBusy} failedLabel={t.pdfFailed} />
        </div>
      </header>
      <div className={styles.cards}>
        {([['boy', r.boy], ['girl', r.girl]] as const).map(([side, p]) => (
          <section key={side} className={styles.card} data-side={side}>
            <h3>{p.name}</h3>
            <dl className={styles.dl}>
              <dt>{t.moonSign}</dt><dd>{pick(p.moonSign, lang)}</dd>
              <dt>{t.nakshatra}</dt><dd data-nakshatra={p.nakshatra.number}>{pick(p.nakshatra, lang)} ({p.nakshatra.pada})</dd>
              <dt>{t.manglik}</dt><dd>{manglikOf(p)}</dd>
            </dl>
            <p className={styles.muted} lang="en">{p.manglik.reason}</p>
          </section>
        ))}
      </div>
      <section className={styles.section} aria-labelledby="kootas-title">
        <h2 id="kootas-title">{t.koota}</h2>
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead><tr><th scope="col">{t.koota}</th><th scope="col">{t.score}</th><th scope="col">{t.explanation}</th></tr></thead>
            <tbody>
              {r.kootas.map((k) => (
                <tr key={k.key} data-koota={k.key}>
                  <th scope="row">{pick(k.name, lang)}</th>
                  <td data-col="points">{k.points} / {k.max}</td>
                  <td style={{ whiteSpace: 'normal', minWidth: 260 }}>
                    <span className={styles.muted}>{pick(k.about, lang)}</span><br />{pick(k.explanation, lang)}
                  </td>
                </tr>
              ))}
              <tr className={styles.currentRow}><th scope="row">{t.totalLabel}</th><td>{r.total} / {r.maxTotal}</td><td /></tr>
            </tbody>
          </table>
        </div>
      </section>
      <div className={styles.cards}>
        {([[t.nadiDosha, r.nadiDosha, 'nadi'], [t.bhakootDosha, r.bhakootDosha, 'bhakoot']] as const).map(([name, d, key]) => (
          <section key={key} className={styles.card} data-dosha={key}>
            <h3>{name} {dosha(d)}</h3>
            {d.reasons.length > 0 && <ul>{d.reasons.map((x) => <li key={x.key}>{pick(x, lang)}</li>)}</ul>}
          </section>
        ))}
        <section className={styles.card} data-dosha="manglik">
          <h3>{t.manglikTitle} {r.manglik.compatible === false ? <span className={styles.badgeBad}>{t.notCompatible}</span> : <span className={styles.badgeGood}>{t.compatible}</span>}</h3>
          <p>{pick(r.manglik.explanation, lang)}</p>
        </section>
      </div>
      <section className={`${styles.section} ${styles.note}`} aria-labelledby="conclusion-title">
        <h2 id="conclusion-title">{t.conclusion}</h2>
        <p data-testid="match-conclusion">{pick(r.conclusion, lang)}</p>
        {lang === 'hi' && <p className={styles.muted}>{t.reasonsEnglish}</p>}
      </section>
    </article>
  );
}

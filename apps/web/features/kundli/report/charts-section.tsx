'use client';

import { NorthChart } from '../chart/north-chart';
import { SouthChart } from '../chart/south-chart';
import type { ChartData, PlanetMark } from '../chart/chart-types';
import { CHART_NAMES, GRAHAS, GRAHA_SHORT } from '../names';
import type { KundliMessages } from '../messages';
import type { KundliReport } from '../types';
import styles from '../kundli.module.css';

type Style = 'north' | 'south';

function marksFor(chart: ChartData, report: KundliReport, lang: 'en' | 'hi'): PlanetMark[] {
  const isD1 = chart.key === 'D1' || chart.key === 'Moon';
  return GRAHAS.map((g) => {
    const p = report.planets.find((x) => x.graha === g);
    return {
      graha: g,
      label: GRAHA_SHORT[lang][g],
      house: chart.houses[g],
      sign: chart.signs[g],
      // Rahu and Ketu always move backwards: marking them adds nothing
      isRetrograde: !!p?.retrograde && g !== 'Rahu' && g !== 'Ketu',
      isCombust: isD1 && !!p?.combust,
    };
  });
}

export function ChartView({ chart, report, lang, style, t }: { chart: ChartData; report: KundliReport; lang: 'en' | 'hi'; style: Style; t: KundliMessages }) {
  const title = CHART_NAMES[chart.key]?.[lang] ?? chart.name;
  const Chart = style === 'north' ? NorthChart : SouthChart;
  return (
    <figure className={styles.chartFigure}>
      <figcaption>{title}</figcaption>
      <Chart chart={chart} lang={lang} title={title} marks={marksFor(chart, report, lang)} ascLabel={chart.key === 'Moon' ? (lang === 'hi' ? 'चं.ल' : 'MoL') : t.asc} />
    </figure>
  );
}

/** The style switch and the charts: Lagna, Moon and Navamsa first, then every divisional chart. */
export function ChartsSection({ report, lang, t, style, onStyle }: { report: KundliReport; lang: 'en' | 'hi'; t: KundliMessages; style: Style; onStyle: (s: Style) => void }) {
  const main = ['D1', 'Moon', 'D9'].map((k) => report.charts.find((c) => c.key === k)).filter((c): c is ChartData => !!c);
  const rest = report.charts.filter((c) => !['D1', 'Moon', 'D9'].includes(c.key));
  return (
    <section className={styles.section} aria-labelledby="charts-title">
      <h2 id="charts-title">{t.charts}</h2>
      <div className={styles.segmented} role="group" aria-label={t.styleSwitch}>
        {(['north', 'south'] as const).map((s) => (
          <button key={s} type="button" aria-pressed={style === s} onClick={() => onStyle(s)}>
            {s === 'north' ? t.north : t.south}
          </button>
        ))}
      </div>
      <p className={styles.muted}>{t.chartsIntro}</p>
      <div className={styles.chartGrid}>
        {main.map((c) => <ChartView key={c.key} chart={c} report={report} lang={lang} style={style} t={t} />)}
      </div>
      <h3>{t.allDivisional}</h3>
      <div className={styles.chartGrid}>
        {rest.map((c) => <ChartView key={c.key} chart={c} report={report} lang={lang} style={style} t={t} />)}
      </div>
    </section>
  );
}

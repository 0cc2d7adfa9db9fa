'use client';

import { useState, type FormEvent } from 'react';
import { isApiFailure, postJson } from '@/features/api/client';
import { signName } from '@/features/horoscope/signs';
import { format } from '@/i18n/format';
import { fmtDateTime } from '../format';
import { GRAHAS, GRAHA_SHORT, grahaName } from '../names';
import { NorthChart } from '../chart/north-chart';
import { SouthChart } from '../chart/south-chart';
import type { ChartData } from '../chart/chart-types';
import type { KundliReport } from '../types';
import { depthMessages, type DepthMessages } from './depth-messages';
import styles from '../kundli.module.css';

const SIGNS = ['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'];
const SAPTA = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
const NINE = [...SAPTA, 'Rahu', 'Ketu'] as const;
const KARAKAS = ['atmakaraka', 'amatyakaraka', 'bhratrikaraka', 'matrikaraka', 'pitrikaraka', 'putrakaraka', 'gnatikaraka', 'darakaraka'] as const;
const OFFICES = ['muntha_lord', 'janma_lagna_lord', 'varsha_lagna_lord', 'tri_rashi_lord', 'dina_ratri_lord'] as const;
const GROUPS = ['shadvarga', 'saptavarga', 'dashavarga', 'shodashavarga'] as const;

type ShadbalaRow = { sthana: number; dig: number; kaala: number; chesta: number; naisargika: number; drik: number; total_rupa: number; required_rupa: number; ratio: number; ishta_phala: number; kashta_phala: number };
/** The part of POST /api/astro/kundli/depth this section shows. */
export type Depth = {
  shadbala: Record<(typeof SAPTA)[number], ShadbalaRow>;
  chara_karakas: Partial<Record<(typeof KARAKAS)[number], string>>;
  arudha_lagna: { sign: string };
  upapada: { sign: string };
  karakamsa: { atmakaraka: string; sign: string };
  bhava_arudhas: Array<{ house: number; sign: string }>;
  chara_dasha: Array<{ sign: string; years: number; start_local: string }>;
  chara_dasha_antardashas: Array<{ sign: string; antardashas: Array<{ sign: string; start_local: string }> }>;
  varshaphal: {
    year_of_life: number; return_utc: string; day_return: boolean;
    ascendant: { sign: string; lon: number }; muntha: { sign: string };
    planets: Record<string, { sign: string; deg_in_sign: number }>;
    office_bearers: Record<(typeof OFFICES)[number], string>;
    pancha_vargiya_bala: Record<string, number>;
    year_lord: string; year_lord_aspecting: string[];
    mudda_dasha: Array<{ lord: string; start_local: string; days: number }>;
    sahams: Array<{ key: string; lon: number; sign: number; lord: string }>;
    tajika_yogas: Array<{ yoga: 'ithasala' | 'ishrafa' | 'nakta' | 'yamaya' | 'kamboola' | 'manau'; planets: string[]; reason: string }>;
  };
  extras: { vimshopaka: Record<(typeof GROUPS)[number], Record<string, number>> };
  bhava_bala: Array<{ house: number; lord: string; adhipati: number; dig: number; drishti: number; virupa: number; rupa: number }>;
};

/** The Hindi sentence for a Tajika yoga (the English one comes from the engine). */
function yogaWhyHi(y: Depth['varshaphal']['tajika_yogas'][number], g: (n: string) => string): string {
  const [a, b, c] = y.planets.map(g);
  switch (y.yoga) {
    case 'ithasala': return `तेज़ ${a} ${b} से दृष्टि की ओर बढ़ रहा है: कार्य सिद्धि का संकेत।`;
    case 'ishrafa': return `तेज़ ${a} ${b} से आगे निकल चुका है: दृष्टि बिछड़ रही है।`;
    case 'nakta': return `${a} और ${b} में परस्पर दृष्टि नहीं; तेज़ ${c} दोनों से इत्थशाल कर प्रकाश पहुँचाता है।`;
    case 'yamaya': return `${a} और ${b} में परस्पर दृष्टि नहीं; दोनों धीमे ${c} से इत्थशाल करते हैं, जो प्रकाश समेटता है।`;
    case 'kamboola': return `चंद्रमा ${a} और ${b} के इत्थशाल में सहभागी है।`;
    case 'manau': return `${c} की शत्रु दृष्टि ${a} और ${b} के इत्थशाल में बाधा डालती है।`;
  }
}

/** The year of life running today for a birth on `date` (YYYY-MM-DD): 1 until the first birthday. */
export function currentYearOfLife(date: string, today = new Date()): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  let completed = today.getUTCFullYear() - y;
  if (today.getUTCMonth() + 1 < m || (today.getUTCMonth() + 1 === m && today.getUTCDate() < d)) completed -= 1;
  return Math.min(120, Math.max(1, completed + 1));
}

const sign = (name: string, lang: 'en' | 'hi') => signName(SIGNS.indexOf(name) + 1, lang);
const local = (s: string) => s.replace(' ', ', ').slice(0, 17);

/**
 * The depth modules of a kundli, computed when asked (they are heavier than the report and not everyone reads them):
 * Shadbala, Vimshopaka, Jaimini, and the varshaphal of a chosen year of life.
 */
export function DepthSection({ r, lang, chartStyle = 'north' }: { r: KundliReport; lang: 'en' | 'hi'; chartStyle?: 'north' | 'south' }) {
  const t = depthMessages[lang];
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'error' } | { kind: 'done'; data: Depth }>({ kind: 'idle' });
  const [year, setYear] = useState(String(currentYearOfLife(r.input.date)));
  const [yearError, setYearError] = useState<string | null>(null);
  const [isReloading, setIsReloading] = useState(false);

  const load = async (yearOfLife: number) => {
    setState((s) => (s.kind === 'done' ? s : { kind: 'busy' }));
    setIsReloading(true);
    const p = r.input.place;
    const body = { name: r.input.name, gender: r.input.gender, date: r.input.date, time: r.input.time, ayanamsa: r.input.ayanamsa, node: r.input.node, lat: p.lat, lon: p.lon, zone: p.zone, ...(p.id ? { placeId: p.id } : {}) };
    try {
      const res = await postJson<{ data: Depth }>(`/api/astro/kundli/depth?year_of_life=${yearOfLife}`, body);
      setState(isApiFailure(res) ? { kind: 'error' } : { kind: 'done', data: res.data });
    } catch {
      setState({ kind: 'error' });
    } finally {
      setIsReloading(false);
    }
  };

  const showYear = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(year);
    if (!Number.isInteger(n) || n < 1 || n > 120) return setYearError(t.yearInvalid);
    setYearError(null);
    void load(n);
  };

  return (
    <section className={styles.section} aria-labelledby="depth-title" data-testid="kundli-depth">
      <h2 id="depth-title">{t.title}</h2>
      <p className={styles.muted}>{t.intro}</p>
      {state.kind !== 'done' && (
        <>
          <button type="button" className={styles.secondary} onClick={() => void load(Number(year))} disabled={state.kind === 'busy'} aria-busy={state.kind === 'busy'}>
            {state.kind === 'busy' ? t.loading : state.kind === 'error' ? t.retry : t.show}
          </button>
          {state.kind === 'error' && <p role="alert" className={styles.alert}>{t.failed}</p>}
        </>
      )}
      {state.kind === 'done' && (
        <DepthTables d={state.data} t={t} lang={lang} zone={r.input.place.zone} chartStyle={chartStyle}>
          <form onSubmit={showYear} className={styles.actions} noValidate>
            <div className={styles.field}>
              <label htmlFor="depth-year">{t.yearOfLife}</label>
              <input id="depth-year" inputMode="numeric" value={year} onChange={(e) => setYear(e.target.value)} aria-invalid={!!yearError} aria-describedby="depth-year-hint depth-year-error" />
              <p id="depth-year-hint" className={styles.muted}>{t.yearHint}</p>
              <p id="depth-year-error" role="alert" className={styles.alert}>{yearError}</p>
            </div>
            <button type="submit" className={styles.secondary} disabled={isReloading} aria-busy={isReloading}>{isReloading ? t.loading : t.showYear}</button>
          </form>
        </DepthTables>
      )}
    </section>
  );
}

/** The annual chart drawn like the birth charts (whole signs from the annual lagna). */
function AnnualChart({ v, lang, style, t }: { v: Depth['varshaphal']; lang: 'en' | 'hi'; style: 'north' | 'south'; t: DepthMessages }) {
  const asc = SIGNS.indexOf(v.ascendant.sign) + 1;
  const signs = Object.fromEntries(GRAHAS.map((g) => [g, SIGNS.indexOf(v.planets[g]!.sign) + 1])) as ChartData['signs'];
  const houses = Object.fromEntries(GRAHAS.map((g) => [g, ((signs[g] - asc + 12) % 12) + 1])) as ChartData['houses'];
  const chart: ChartData = { key: 'Varsha', division: 1, name: t.annualChart, ascendantSign: asc, signs, houses };
  const Chart = style === 'north' ? NorthChart : SouthChart;
  const title = format(t.annualChartOf, { n: String(v.year_of_life) });
  return (
    <figure className={styles.chartFigure} data-testid="annual-chart">
      <figcaption>{title}</figcaption>
      <Chart chart={chart} lang={lang} title={title} ascLabel={lang === 'hi' ? 'ल' : 'Asc'} marks={GRAHAS.map((g) => ({ graha: g, label: GRAHA_SHORT[lang][g], house: houses[g], sign: signs[g] }))} />
    </figure>
  );
}

function DepthTables({ d, t, lang, zone, chartStyle, children }: { d: Depth; t: DepthMessages; lang: 'en' | 'hi'; zone: string; chartStyle: 'north' | 'south'; children: React.ReactNode }) {
  const g = (name: string) => grahaName(name, lang);
  const n = (x: number) => x.toFixed(2);
  const byRatio = [...SAPTA].sort((a, b) => d.shadbala[b].ratio - d.shadbala[a].ratio);
  const v = d.varshaphal;
  const bala = v.pancha_vargiya_bala[v.year_lord]?.toFixed(2) ?? '—';
  const why = v.year_lord_aspecting.length
    ? format(t.whyAspect, { planet: g(v.year_lord), bala, list: v.year_lord_aspecting.map(g).join(', ') })
    : format(t.whyNone, { planet: g(v.year_lord), bala });
  return (
    <>
      <h3>{t.shadbala}</h3>
      <p className={styles.muted}>{t.shadbalaIntro}</p>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.shadbala}>
        <table className={styles.table} data-testid="shadbala-table">
          <thead>
            <tr>
              {[t.planet, t.sthana, t.dig, t.kaala, t.chesta, t.naisargika, t.drik, t.total, t.required, t.ratio, t.verdict, t.ishta, t.kashta].map((h) => <th key={h} scope="col">{h}</th>)}
            </tr>
          </thead>
          <tbody>
            {SAPTA.map((p) => {
              const s = d.shadbala[p];
              return (
                <tr key={p}>
                  <th scope="row">{g(p)}</th>
                  <td>{n(s.sthana)}</td><td>{n(s.dig)}</td><td>{n(s.kaala)}</td><td>{n(s.chesta)}</td><td>{n(s.naisargika)}</td><td>{n(s.drik)}</td>
                  <td>{n(s.total_rupa)}</td><td>{s.required_rupa}</td><td>{n(s.ratio)}</td><td>{s.ratio >= 1 ? t.strong : t.weak}</td>
                  <td>{n(s.ishta_phala)}</td><td>{n(s.kashta_phala)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>{format(t.strongest, { planet: g(byRatio[0]!), weak: g(byRatio[6]!) })}</p>

      <h3>{t.bhavaBala}</h3>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.bhavaBala}>
        <table className={styles.table} data-testid="bhava-bala">
          <thead><tr>{[t.house, t.lordOf, t.lordStrength, t.dig, t.aspects, t.total].map((h) => <th key={h} scope="col">{h}</th>)}</tr></thead>
          <tbody>
            {d.bhava_bala.map((b) => (
              <tr key={b.house}><th scope="row">{b.house}</th><td>{g(b.lord)}</td><td>{n(b.adhipati)}</td><td>{b.dig}</td><td>{n(b.drishti)}</td><td>{n(b.rupa)}</td></tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3>{t.vimshopaka}</h3>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.vimshopaka}>
        <table className={styles.table} data-testid="vimshopaka-table">
          <thead><tr><th scope="col">{t.planet}</th>{GROUPS.map((k) => <th key={k} scope="col">{t[k]}</th>)}</tr></thead>
          <tbody>
            {NINE.map((p) => <tr key={p}><th scope="row">{g(p)}</th>{GROUPS.map((k) => <td key={k}>{d.extras.vimshopaka[k][p]?.toFixed(2)}</td>)}</tr>)}
          </tbody>
        </table>
      </div>

      <h3>{t.jaimini}</h3>
      <div className={styles.cards}>
        <div className={styles.card}>
          <h4>{t.karakas}</h4>
          <dl className={styles.dl} data-testid="karakas">
            {KARAKAS.map((k) => (
              <div key={k} style={{ display: 'contents' }}><dt>{t[k]}</dt><dd>{g(d.chara_karakas[k] ?? '—')}</dd></div>
            ))}
          </dl>
        </div>
        <div className={styles.card}>
          <dl className={styles.dl}>
            <dt>{t.arudhaLagna}</dt><dd data-testid="arudha-lagna">{sign(d.arudha_lagna.sign, lang)}</dd>
            <dt>{t.upapada}</dt><dd>{sign(d.upapada.sign, lang)}</dd>
            <dt>{t.karakamsa}</dt><dd>{sign(d.karakamsa.sign, lang)}</dd>
          </dl>
          <h4>{t.padas}</h4>
          <p>{d.bhava_arudhas.map((a) => `A${a.house} ${sign(a.sign, lang)}`).join(' · ')}</p>
        </div>
      </div>
      <h4>{t.charaDasha}</h4>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.charaDasha}>
        <table className={styles.table} data-testid="chara-dasha">
          <thead><tr><th scope="col">{t.sign}</th><th scope="col">{t.years}</th><th scope="col">{t.from}</th><th scope="col">{t.antardashas}</th></tr></thead>
          <tbody>
            {d.chara_dasha.map((c, i) => {
              const subs = d.chara_dasha_antardashas[i]?.antardashas ?? [];
              return (
                <tr key={c.start_local}>
                  <th scope="row">{sign(c.sign, lang)}</th><td>{c.years}</td><td>{local(c.start_local)}</td>
                  <td>
                    {subs.length > 0 && (
                      <details>
                        <summary>{format(t.showAntardashas, { sign: sign(c.sign, lang) })}</summary>
                        <ol>{subs.map((a) => <li key={a.start_local}>{sign(a.sign, lang)}: {local(a.start_local)}</li>)}</ol>
                      </details>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <h3>{t.varshaphal}</h3>
      {children}
      <dl className={styles.dl} data-testid="varshaphal">
        <dt>{t.yearOfLife}</dt><dd data-testid="varshaphal-year">{v.year_of_life}</dd>
        <dt>{t.returnMoment}</dt><dd>{fmtDateTime(v.return_utc, lang, zone)} ({v.day_return ? t.dayReturn : t.nightReturn})</dd>
        <dt>{t.annualLagna}</dt><dd>{sign(v.ascendant.sign, lang)}</dd>
        <dt>{t.muntha}</dt><dd>{sign(v.muntha.sign, lang)}</dd>
        {OFFICES.map((o) => (
          <div key={o} style={{ display: 'contents' }}><dt>{t[o]}</dt><dd>{g(v.office_bearers[o])}</dd></div>
        ))}
        <dt>{t.yearLord}</dt><dd data-testid="year-lord">{g(v.year_lord)}</dd>
      </dl>
      <p className={styles.note} data-testid="year-lord-why">{why}</p>
      <div className={styles.chartGrid}>
        <AnnualChart v={v} lang={lang} style={chartStyle} t={t} />
      </div>
      <h4>{t.sahams}</h4>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.sahams}>
        <table className={styles.table} data-testid="sahams">
          <thead><tr><th scope="col">{t.saham}</th><th scope="col">{t.sign}</th><th scope="col">{t.degree}</th><th scope="col">{t.lordOf}</th></tr></thead>
          <tbody>{v.sahams.map((x) => <tr key={x.key}><th scope="row">{t.sahamNames[x.key as keyof DepthMessages['sahamNames']] ?? x.key}</th><td>{signName(x.sign, lang)}</td><td>{(x.lon % 30).toFixed(2)}°</td><td>{g(x.lord)}</td></tr>)}</tbody>
        </table>
      </div>
      <h4>{t.tajikaYogas}</h4>
      {v.tajika_yogas.length === 0 ? <p>{t.noTajikaYogas}</p> : (
        <ul data-testid="tajika-yogas">
          {v.tajika_yogas.map((y) => (
            <li key={`${y.yoga}-${y.planets.join('-')}`}><strong>{t.yogaNames[y.yoga]}</strong> ({y.planets.map(g).join(', ')}): {lang === 'en' ? y.reason : yogaWhyHi(y, g)}</li>
          ))}
        </ul>
      )}
      <h4>{t.mudda}</h4>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.mudda}>
        <table className={styles.table} data-testid="mudda-dasha">
          <thead><tr><th scope="col">{t.planet}</th><th scope="col">{t.from}</th><th scope="col">{t.days}</th></tr></thead>
          <tbody>{v.mudda_dasha.map((m) => <tr key={m.start_local}><th scope="row">{g(m.lord)}</th><td>{local(m.start_local)}</td><td>{m.days.toFixed(1)}</td></tr>)}</tbody>
        </table>
      </div>
    </>
  );
}

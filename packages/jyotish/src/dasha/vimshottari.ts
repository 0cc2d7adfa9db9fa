/**
 * Vimshottari dasha (120-year cycle) to three levels: mahadasha, antardasha, pratyantardasha.
 * The first mahadasha is placed at its theoretical start before birth: birth − elapsed fraction of the Moon's
 * nakshatra × the lord's years. Durations use `yearDays` days per year (365.25 default; 360 and 365.2422 are
 * common alternatives).
 */
import { isoUtcFromJd } from '../astro/julian.js';
import { JyotishError } from '../errors.js';

/** A dasha lord. */
export type DashaLord = 'Ketu' | 'Venus' | 'Sun' | 'Moon' | 'Mars' | 'Rahu' | 'Jupiter' | 'Saturn' | 'Mercury';

/** Lords in Vimshottari order with their years; nakshatra n (1..27) is ruled by VIMSHOTTARI_ORDER[(n−1) % 9]. */
export const VIMSHOTTARI_ORDER: readonly DashaLord[] = ['Ketu', 'Venus', 'Sun', 'Moon', 'Mars', 'Rahu', 'Jupiter', 'Saturn', 'Mercury'];
/** Mahadasha length of each lord, years (sum 120). */
export const VIMSHOTTARI_YEARS: Readonly<Record<DashaLord, number>> = {
  Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17,
};
const TOTAL_YEARS = 120;
const NAK_SPAN = 360 / 27;

/** One period at any level. */
export interface DashaPeriod {
  /** Ruling graha of the period. */
  lord: DashaLord;
  /** Length, years (of `yearDays` days). */
  years: number;
  /** Start, Julian day UT. */
  startJd: number;
  /** End (= next period's start), Julian day UT. */
  endJd: number;
  /** Start as an ISO UTC instant (whole seconds). */
  start: string;
  /** End as an ISO UTC instant (whole seconds). */
  end: string;
  /** Sub-periods (antardashas of a mahadasha, pratyantardashas of an antardasha), when requested. */
  sub?: DashaPeriod[];
}

/** Options of {@link vimshottari}. */
export interface VimshottariOptions {
  /** Days per dasha year; default 365.25. */
  yearDays?: number;
  /** How many levels to compute: 1 maha, 2 + antar, 3 + pratyantar (default 3). */
  levels?: 1 | 2 | 3;
}

/** A full Vimshottari sequence from the theoretical start of the birth mahadasha. */
export interface VimshottariDasha {
  /** Moon's nakshatra at birth, 1..27. */
  birthNakshatra: number;
  /** Lord of the mahadasha running at birth. */
  birthLord: DashaLord;
  /** Fraction of the Moon's nakshatra already traversed at birth, [0, 1). */
  fractionElapsed: number;
  /** Years of the birth mahadasha left at birth. */
  balanceYears: number;
  /** Days per year used. */
  yearDays: number;
  /** The nine mahadashas (120 years) starting with the birth lord. */
  mahadashas: DashaPeriod[];
}

function periods(lordStart: DashaLord, startJd: number, totalYears: number, yearDays: number, depth: number): DashaPeriod[] {
  const i0 = VIMSHOTTARI_ORDER.indexOf(lordStart);
  const out: DashaPeriod[] = [];
  let jd = startJd;
  for (let k = 0; k < 9; k++) {
    const lord = VIMSHOTTARI_ORDER[(i0 + k) % 9];
    const years = (totalYears * VIMSHOTTARI_YEARS[lord]) / TOTAL_YEARS;
    const endJd = jd + years * yearDays;
    const p: DashaPeriod = { lord, years, startJd: jd, endJd, start: isoUtcFromJd(jd), end: isoUtcFromJd(endJd) };
    if (depth > 1) p.sub = periods(lord, jd, years, yearDays, depth - 1);
    out.push(p);
    jd = endJd;
  }
  return out;
}

/**
 * Vimshottari dasha from the Moon's sidereal longitude at birth.
 * @param moonLon Moon's sidereal longitude at birth, degrees [0, 360)
 * @param birthJdUt birth moment, Julian day UT
 * @param opts yearDays (default 365.25), levels (default 3)
 */
export function vimshottari(moonLon: number, birthJdUt: number, opts: VimshottariOptions = {}): VimshottariDasha {
  const yearDays = opts.yearDays ?? 365.25;
  if (!Number.isFinite(moonLon) || !Number.isFinite(birthJdUt)) {
    throw new JyotishError('INVALID_ARGUMENT', 'Vimshottari needs a finite Moon longitude and birth Julian day.');
  }
  if (!(yearDays > 300 && yearDays < 400)) throw new JyotishError('INVALID_ARGUMENT', `Dasha year length ${yearDays} days is not plausible.`);
  const lon = ((moonLon % 360) + 360) % 360;
  const nakIndex = Math.min(26, Math.floor(lon / NAK_SPAN));
  const fractionElapsed = (lon - nakIndex * NAK_SPAN) / NAK_SPAN;
  const birthLord = VIMSHOTTARI_ORDER[nakIndex % 9];
  const lordYears = VIMSHOTTARI_YEARS[birthLord];
  const startJd = birthJdUt - fractionElapsed * lordYears * yearDays;
  return {
    birthNakshatra: nakIndex + 1,
    birthLord,
    fractionElapsed,
    balanceYears: (1 - fractionElapsed) * lordYears,
    yearDays,
    mahadashas: periods(birthLord, startJd, TOTAL_YEARS, yearDays, opts.levels ?? 3),
  };
}

/** The chain of periods (maha, antar, pratyantar as far as computed) running at `jdUt`; empty if outside. */
export function dashaAt(periodsList: DashaPeriod[], jdUt: number): DashaPeriod[] {
  const hit = periodsList.find((p) => jdUt >= p.startJd && jdUt < p.endJd);
  if (!hit) return [];
  return [hit, ...(hit.sub ? dashaAt(hit.sub, jdUt) : [])];
}

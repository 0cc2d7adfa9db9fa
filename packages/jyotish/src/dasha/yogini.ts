/**
 * Yogini dasha (36-year cycle of eight yoginis). The starting yogini is (Moon's nakshatra + 3) mod 8
 * (0 → Sankata); its balance is the unelapsed fraction of the nakshatra × its years. Antardashas follow the same
 * order from the mahadasha's yogini, proportional to years.
 */
import { isoUtcFromJd } from '../astro/julian.js';
import { JyotishError } from '../errors.js';

/** The eight yoginis with their planet and years. */
export const YOGINIS = [
  { name: 'Mangala', lord: 'Moon', years: 1 },
  { name: 'Pingala', lord: 'Sun', years: 2 },
  { name: 'Dhanya', lord: 'Jupiter', years: 3 },
  { name: 'Bhramari', lord: 'Mars', years: 4 },
  { name: 'Bhadrika', lord: 'Mercury', years: 5 },
  { name: 'Ulka', lord: 'Saturn', years: 6 },
  { name: 'Siddha', lord: 'Venus', years: 7 },
  { name: 'Sankata', lord: 'Rahu', years: 8 },
] as const;

/** One yogini period. */
export interface YoginiPeriod {
  /** Yogini name, e.g. `Mangala`. */
  yogini: string;
  /** Its planet. */
  lord: string;
  /** Length, years. */
  years: number;
  /** Start/end, Julian day UT. */
  startJd: number;
  endJd: number;
  /** Start/end, ISO UTC. */
  start: string;
  end: string;
  /** Antardashas (one level down), when requested. */
  sub?: YoginiPeriod[];
}

/** Yogini dasha result. */
export interface YoginiDasha {
  /** Yogini running at birth. */
  birthYogini: string;
  /** Years of it left at birth. */
  balanceYears: number;
  /** Days per year used. */
  yearDays: number;
  /** Mahadashas from the theoretical start of the birth yogini, covering `cycles` × 36 years. */
  mahadashas: YoginiPeriod[];
}

function run(startIndex: number, startJd: number, totalYears: number, count: number, yearDays: number, depth: number): YoginiPeriod[] {
  const out: YoginiPeriod[] = [];
  let jd = startJd;
  for (let k = 0; k < count; k++) {
    const y = YOGINIS[(startIndex + k) % 8];
    const years = (totalYears * y.years) / 36;
    const endJd = jd + years * yearDays;
    const p: YoginiPeriod = { yogini: y.name, lord: y.lord, years, startJd: jd, endJd, start: isoUtcFromJd(jd), end: isoUtcFromJd(endJd) };
    if (depth > 1) p.sub = run((startIndex + k) % 8, jd, years, 8, yearDays, depth - 1);
    out.push(p);
    jd = endJd;
  }
  return out;
}

/**
 * Yogini dasha from the Moon's sidereal longitude at birth.
 * @param moonLon Moon's sidereal longitude, degrees [0, 360)
 * @param birthJdUt birth, Julian day UT
 * @param opts yearDays (default 365.25), cycles of 36 years (default 3 = 108 years), levels 1|2 (default 2)
 */
export function yogini(moonLon: number, birthJdUt: number, opts: { yearDays?: number; cycles?: number; levels?: 1 | 2 } = {}): YoginiDasha {
  if (!Number.isFinite(moonLon) || !Number.isFinite(birthJdUt)) {
    throw new JyotishError('INVALID_ARGUMENT', 'Yogini dasha needs a finite Moon longitude and birth Julian day.');
  }
  const yearDays = opts.yearDays ?? 365.25;
  const span = 360 / 27;
  const lon = ((moonLon % 360) + 360) % 360;
  const nakIndex = Math.min(26, Math.floor(lon / span));
  const elapsed = (lon - nakIndex * span) / span;
  const startIndex = (nakIndex + 1 + 3 + 7) % 8; // (nakshatra + 3) mod 8 with 1 = Mangala, 0 = Sankata
  const first = YOGINIS[startIndex];
  const startJd = birthJdUt - elapsed * first.years * yearDays;
  return {
    birthYogini: first.name,
    balanceYears: (1 - elapsed) * first.years,
    yearDays,
    mahadashas: run(startIndex, startJd, 36, 8 * (opts.cycles ?? 3), yearDays, opts.levels ?? 2),
  };
}

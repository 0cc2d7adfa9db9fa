/**
 * Sade Sati: Saturn transiting the 12th, 1st and 2nd signs from the natal Moon sign (about 7½ years), and the
 * Dhaiya (Saturn in the 4th — Kantaka — or 8th — Ashtama — from the Moon, about 2½ years each).
 * Saturn's sidereal longitude is supplied by the caller as `saturnLonAt(jdUt)` so this stays pure. Sign ingresses
 * are found by stepping (never further than Saturn could move to a sign boundary at `maxSpeedDegPerDay`) and
 * bisecting to ~1 minute. Retrograde re-entries produce separate periods, as almanacs list them.
 */
import { VedicError } from './errors.js';
import { houseFrom, rashiOf } from './zodiac.js';

/** Phase of Sade Sati: rising (12th from Moon), peak (over the Moon), setting (2nd from Moon). */
export type SadeSatiPhase = 'rising' | 'peak' | 'setting';
export type DhaiyaKind = 'kantaka' | 'ashtama';

export type TransitSegment = {
  /** Saturn's sign 1..12 during the segment. */
  saturnSign: number;
  /** Saturn's sign counted from the Moon sign, 1..12. */
  houseFromMoon: number;
  /** Julian days (UT); clipped to the searched range when `startClipped` / `endClipped`. */
  startJd: number;
  endJd: number;
  startClipped: boolean;
  endClipped: boolean;
};

export type SadeSatiPeriod = {
  startJd: number;
  endJd: number;
  startClipped: boolean;
  endClipped: boolean;
  phases: Array<TransitSegment & { phase: SadeSatiPhase }>;
};

export type SadeSatiStatus = { active: boolean; phase: SadeSatiPhase | null; dhaiya: DhaiyaKind | null; saturnHouseFromMoon: number };

export type SadeSatiReport = {
  moonSign: number;
  /** Sade Sati periods from `startJd` to `endJd` (chronological). */
  periods: SadeSatiPeriod[];
  /** Dhaiya (small panoti) segments: Saturn 4th or 8th from the Moon. */
  dhaiya: Array<TransitSegment & { kind: DhaiyaKind }>;
  /** Status at `atJd` when it was given. */
  current: SadeSatiStatus | null;
};

const PHASE_BY_HOUSE: Record<number, SadeSatiPhase> = { 12: 'rising', 1: 'peak', 2: 'setting' };

/** Sade Sati / Dhaiya status for a Moon sign (1..12) and Saturn's sidereal longitude (degrees). */
export function sadeSatiStatus(moonSign: number, saturnLon: number): SadeSatiStatus {
  const h = houseFrom(moonSign, rashiOf(saturnLon));
  const phase = PHASE_BY_HOUSE[h] ?? null;
  return { active: phase !== null, phase, dhaiya: h === 4 ? 'kantaka' : h === 8 ? 'ashtama' : null, saturnHouseFromMoon: h };
}

/** Sign ingress moments of Saturn in [startJd, endJd]: segments of constant sign, chronological. */
export function saturnSignSegments(saturnLonAt: (jdUt: number) => number, startJd: number, endJd: number, maxSpeedDegPerDay = 0.15): Array<{ sign: number; startJd: number; endJd: number }> {
  const segs: Array<{ sign: number; startJd: number; endJd: number }> = [];
  let t = startJd;
  let lon = saturnLonAt(t);
  let sign = rashiOf(lon);
  let segStart = startJd;
  const minStep = 0.5;
  while (t < endJd) {
    const inSign = lon - (sign - 1) * 30;
    const margin = Math.min(inSign, 30 - inSign);
    const step = Math.max(minStep, (0.9 * margin) / maxSpeedDegPerDay);
    const t1 = Math.min(endJd, t + step);
    const lon1 = saturnLonAt(t1);
    const sign1 = rashiOf(lon1);
    if (sign1 !== sign) {
      let a = t;
      let b = t1;
      while (b - a > 1 / 1440) {
        const m = (a + b) / 2;
        if (rashiOf(saturnLonAt(m)) === sign) a = m;
        else b = m;
      }
      segs.push({ sign, startJd: segStart, endJd: b });
      segStart = b;
      sign = rashiOf(saturnLonAt(b));
      t = b;
      lon = saturnLonAt(b);
      continue;
    }
    t = t1;
    lon = lon1;
  }
  segs.push({ sign, startJd: segStart, endJd });
  return segs;
}

/**
 * Sade Sati over a lifetime for natal Moon sign `moonSign` (1..12): periods with phases from `birthJd` over
 * `spanYears` (default 100) and, if `atJd` is given, the status then. `saturnLonAt(jdUt)` returns Saturn's
 * sidereal longitude in degrees. Throws VedicError on invalid input.
 */
export function sadeSati(
  moonSign: number,
  saturnLonAt: (jdUt: number) => number,
  birthJd: number,
  spanYears = 100,
  atJd?: number,
): SadeSatiReport {
  if (!Number.isInteger(moonSign) || moonSign < 1 || moonSign > 12) throw new VedicError('INVALID_RASHI', `Moon sign must be 1..12, got ${String(moonSign)}.`);
  if (!Number.isFinite(birthJd) || !Number.isFinite(spanYears) || spanYears <= 0) throw new VedicError('INVALID_RANGE', 'Birth JD and a positive span in years are required.');
  const endJd = birthJd + spanYears * 365.25;
  const segs = saturnSignSegments(saturnLonAt, birthJd, endJd);
  const periods: SadeSatiPeriod[] = [];
  const dhaiya: SadeSatiReport['dhaiya'] = [];
  let open: SadeSatiPeriod | null = null;
  segs.forEach((s, i) => {
    const h = houseFrom(moonSign, s.sign);
    const seg: TransitSegment = { saturnSign: s.sign, houseFromMoon: h, startJd: s.startJd, endJd: s.endJd, startClipped: i === 0, endClipped: i === segs.length - 1 };
    const phase = PHASE_BY_HOUSE[h];
    if (phase) {
      if (!open) {
        open = { startJd: seg.startJd, endJd: seg.endJd, startClipped: seg.startClipped, endClipped: seg.endClipped, phases: [] };
        periods.push(open);
      }
      open.phases.push({ ...seg, phase });
      open.endJd = seg.endJd;
      open.endClipped = seg.endClipped;
    } else {
      open = null;
      if (h === 4 || h === 8) dhaiya.push({ ...seg, kind: h === 4 ? 'kantaka' : 'ashtama' });
    }
  });
  const current = atJd === undefined ? null : sadeSatiStatus(moonSign, saturnLonAt(atJd));
  return { moonSign, periods, dhaiya, current };
}

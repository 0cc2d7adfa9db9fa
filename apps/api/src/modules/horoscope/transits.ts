/** The transits a horoscope is composed from, sampled at 06:00 IST each day of the period. */
import { localMidnightJd, siderealLongitude, transitLongitude, type TransitBody } from '@nakshatra/jyotish';
import type { Period } from './periods.js';

export type Body = TransitBody | 'Rahu' | 'Moon';
const SLOW: Body[] = ['Sun', 'Mars', 'Mercury', 'Venus', 'Jupiter', 'Saturn', 'Rahu'];

export const jdAtIstMorning = (date: string) => localMidnightJd(date, 'Asia/Kolkata') + 0.25;

export function lonOf(body: Body, jd: number): number {
  if (body === 'Moon' || body === 'Rahu') return siderealLongitude(body, jd);
  return transitLongitude(body, jd);
}

export type DayTransit = { date: string; moonSign: number; moonNakshatra: number };
export type PeriodTransits = {
  /** Sign 1..12 of each body on the first day. */
  signs: Record<Body, number>;
  /** Bodies retrograde on at least one day of the period (Rahu excluded: always retrograde in mean motion). */
  retrograde: Body[];
  /** Sign changes inside the period: the first day the body is sampled in its new sign. */
  ingresses: Array<{ body: Body; sign: number; date: string }>;
  moon: DayTransit[];
};

const signOf = (lon: number) => Math.floor(lon / 30) + 1;
const delta = (a: number, b: number) => ((b - a + 540) % 360) - 180;

/** Transits of a period; for a year the slow bodies are sampled every day, the Moon only for short periods. */
export function periodTransits(period: Period): PeriodTransits {
  const firstJd = jdAtIstMorning(period.start);
  const signs = {} as Record<Body, number>;
  for (const b of [...SLOW, 'Moon'] as Body[]) signs[b] = signOf(lonOf(b, firstJd));
  const retro = new Set<Body>();
  const ingresses: PeriodTransits['ingresses'] = [];
  const last = { ...signs };
  const moon: DayTransit[] = [];
  for (const date of period.days) {
    const jd = jdAtIstMorning(date);
    for (const b of SLOW) {
      const lon = lonOf(b, jd);
      const s = signOf(lon);
      if (s !== last[b]) { ingresses.push({ body: b, sign: s, date }); last[b] = s; }
      if (b !== 'Rahu' && b !== 'Sun' && delta(lon, lonOf(b, jd + 1)) < 0) retro.add(b);
    }
    if (period.days.length <= 31) {
      const m = siderealLongitude('Moon', jd);
      moon.push({ date, moonSign: signOf(m), moonNakshatra: Math.floor(m / (360 / 27)) + 1 });
    }
  }
  return { signs, retrograde: [...retro], ingresses, moon };
}

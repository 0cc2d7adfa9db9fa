/** The kundli's depth modules (jyotish depth --json) for a birth, with the varshaphal of the year of life running `now`. */
import { depthJson } from '@nakshatra/jyotish';
import type { BirthInput } from '@nakshatra/shared';
import { engineBirth, resolvePlace, withEngine, type ResolvedPlace } from './birth.js';

export type DepthJson = ReturnType<typeof depthJson>;

/** Year of life (1 = birth to the first birthday) running on `now` for a birth on `date` (YYYY-MM-DD). */
export function yearOfLifeOn(date: string, now: Date): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  let completed = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) completed -= 1;
  return Math.min(150, Math.max(1, completed + 1));
}

export function depthFor(birth: BirthInput, now: Date, resolved?: ResolvedPlace): DepthJson {
  const place = resolved ?? resolvePlace(birth);
  return withEngine(() => depthJson(engineBirth(birth, place), { yearOfLife: yearOfLifeOn(birth.date, now) }));
}

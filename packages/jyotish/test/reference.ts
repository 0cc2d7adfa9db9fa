/** Loads the shared Swiss-Ephemeris reference data (tests only; the engine never reads files). */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const here = dirname(fileURLToPath(import.meta.url));
/** Folder of the reference JSON files (override with JYOTISH_REFDATA to run against other cases). */
export const REFDATA_DIR = process.env.JYOTISH_REFDATA ?? resolve(here, '../../../../shared/refdata');

export function loadRef<T = any>(name: string): T {
  return JSON.parse(readFileSync(resolve(REFDATA_DIR, name), 'utf8')) as T;
}

/** Signed angular difference a − b, degrees in (−180, 180]. */
export function angleDiff(a: number, b: number): number {
  let d = (a - b) % 360;
  if (d > 180) d -= 360;
  if (d <= -180) d += 360;
  return d;
}

/** Distance in degrees from `lon` to the nearest multiple of `step` degrees. */
export function distanceToBoundary(lon: number, step: number): number {
  const r = ((lon % step) + step) % step;
  return Math.min(r, step - r);
}

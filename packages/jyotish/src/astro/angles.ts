/** Small angle helpers; all angles in degrees. */
export const DEG = Math.PI / 180;

/** Normalises an angle to [0, 360). */
export function norm360(deg: number): number {
  const r = deg % 360;
  return r < 0 ? r + 360 : r === 360 ? 0 : r;
}

/** Signed difference a − b folded into (−180, 180]. */
export function diff180(a: number, b: number): number {
  let d = (a - b) % 360;
  if (d > 180) d -= 360;
  if (d <= -180) d += 360;
  return d;
}

/** Digit sums with their written steps, keeping the master numbers 11, 22 and 33. */

export const MASTER_NUMBERS: readonly number[] = [11, 22, 33];

/** A reduced number and how it was reached. */
export interface Reduction {
  /** 1–9, or a master number 11, 22, 33 when `keepMasters` and reached on the way. */
  value: number;
  isMaster: boolean;
  /** The reduction written out, e.g. "29 → 2+9 = 11 (master)". */
  steps: string;
}

const digitsOf = (n: number): number[] => String(n).split('').map(Number);

/**
 * Reduces a non-negative integer by repeated digit sums to 1–9, stopping at 11, 22 or 33 when `keepMasters`.
 * `steps` starts with `n` itself: "48 → 4+8 = 12 → 1+2 = 3". Zero stays 0.
 */
export function reduceNumber(n: number, keepMasters = true): Reduction {
  const parts = [String(n)];
  let value = n;
  while (value > 9 && !(keepMasters && MASTER_NUMBERS.includes(value))) {
    const digits = digitsOf(value);
    value = digits.reduce((a, b) => a + b, 0);
    parts.push(`${digits.join('+')} = ${value}`);
  }
  const isMaster = keepMasters && MASTER_NUMBERS.includes(value);
  return { value, isMaster, steps: parts.join(' → ') + (isMaster ? ' (master)' : '') };
}

/** The single-digit root (1–9) of a number, masters reduced too: 11 → 2, 22 → 4, 33 → 6. */
export function rootNumber(n: number): number {
  return reduceNumber(n, false).value;
}

/** Tiny argument helpers for the CLI. */
import { JyotishError } from '../errors.js';

/** Parses a required finite number option. */
export function num(v: string | undefined, name: string): number {
  if (v === undefined || v === '') throw new JyotishError('INVALID_ARGUMENT', `Missing --${name}.`);
  const n = Number(v);
  if (!Number.isFinite(n)) throw new JyotishError('INVALID_ARGUMENT', `--${name} must be a number (got "${v}").`);
  return n;
}

/** Returns a required string option. */
export function str(v: string | undefined, name: string): string {
  if (v === undefined || v === '') throw new JyotishError('INVALID_ARGUMENT', `Missing --${name}.`);
  return v;
}

/** Returns the option if it is one of `allowed`, else throws. */
export function oneOf<T extends string>(v: string | undefined, name: string, allowed: readonly T[], fallback: T): T {
  if (v === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(v)) {
    throw new JyotishError('INVALID_ARGUMENT', `--${name} must be one of ${allowed.join(', ')} (got "${v}").`);
  }
  return v as T;
}

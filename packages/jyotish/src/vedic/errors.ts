/**
 * Typed error of the Vedic rules layer. It is a JyotishError (src/errors.ts, one error type for the engine),
 * so callers catch and map it once: `code` is the engine-wide code (`INVALID_ARGUMENT` for bad Vedic input)
 * and `vedicCode` the precise reason (e.g. `INVALID_NAKSHATRA`, `INVALID_DIVISION`), also in `details`.
 */
import { JyotishError } from '../errors.js';

export class VedicError extends JyotishError {
  /** Precise machine-readable reason, e.g. `INVALID_LONGITUDE` (an ecliptic longitude), `INVALID_PADA`. */
  readonly vedicCode: string;

  constructor(vedicCode: string, message: string) {
    super('INVALID_ARGUMENT', message, { vedicCode });
    this.name = 'VedicError';
    this.vedicCode = vedicCode;
  }
}

import { JyotishError, type JyotishErrorCode } from '../errors.js';

/** Bad input to numerology or the love/friendship calculators: a name with no letters, an impossible date... */
export class NumerologyError extends JyotishError {
  constructor(code: JyotishErrorCode, message: string, details?: Record<string, unknown>) {
    super(code, message, details);
    this.name = 'NumerologyError';
  }
}

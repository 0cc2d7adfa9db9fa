/** Numerology (Pythagorean and Chaldean) and the love and friendship calculators. */
export { numerology, type LuckyItems, type NumerologyInput, type NumerologyNumber, type NumerologyResult } from './numerology.js';
export {
  friendshipCompatibility, loveCompatibility, type CompatibilityFactor, type CompatibilityInput, type CompatibilityReason,
  type CompatibilityResult,
} from './compatibility.js';
export { NumerologyError } from './errors.js';
export type { NumerologySystem } from './letters.js';
export type { Graha, Label } from './planets.js';

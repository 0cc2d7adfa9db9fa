/**
 * Love and friendship calculators: deterministic, explained scores from the two names' numerology and, when both
 * are known, the two moon signs. Never random: the same names always give the same score.
 *
 * Each factor compares two root numbers (or two signs) through their grahas' natural friendship (`planets.ts`:
 * mutual friends earn 100 % of the factor's points, same graha 90 %, friend + neutral 75 %, both neutral 60 %,
 * friend + enemy 45 %, neutral + enemy 30 %, mutual enemies 15 %), rounded to whole points, so the reasons add up
 * to the percentage exactly. Factor weights (points out of 100):
 *
 * | factor                     | love | love + moons | friendship | friendship + moons |
 * |----------------------------|------|--------------|------------|--------------------|
 * | soul urge (vowels)         | 40   | 25           | 25         | 15                 |
 * | destiny (whole name)       | 35   | 20           | 35         | 20                 |
 * | personality (consonants)   | 25   | 15           | 40         | 25                 |
 * | moon signs' elements       | –    | 20           | –          | 20                 |
 * | moon signs' lords          | –    | 20           | –          | 20                 |
 *
 * Elements: same element 100 %, fire–air or earth–water 80 %, any other pair 40 %. Sign lords use the graha
 * shares above, except that one lord for both signs earns 100 % (as in the graha maitri koota of matching).
 * A name with no vowels (or no consonants) has number 0 for that factor, which earns the neutral 60 %.
 */
import { NumerologyError } from './errors.js';
import { cleanName, type NumerologySystem } from './letters.js';
import { CONSONANTS, nameNumber, VOWELS, type NumerologyNumber } from './numerology.js';
import { GRAHA_LABELS, NUMBER_GRAHA, pairRelation, RELATION_LABELS, type Graha, type Label } from './planets.js';

export interface CompatibilityInput {
  nameA: string;
  nameB: string;
  /** Moon sign (rashi) of A, 1 = Aries (Mesha) … 12 = Pisces (Meena); optional. */
  moonSignA?: number;
  /** Moon sign (rashi) of B, 1–12; optional. Signs count only when both are given. */
  moonSignB?: number;
  /** Letter values; default 'pythagorean'. */
  system?: NumerologySystem;
}

export type CompatibilityFactor = 'soulUrge' | 'destiny' | 'personality' | 'moonElement' | 'moonLord';

/** One line of the explanation; `points` of all reasons sum to `percent`. */
export interface CompatibilityReason {
  factor: CompatibilityFactor;
  points: number;
  maxPoints: number;
  en: string;
  hi: string;
}

export interface CompatibilityResult {
  kind: 'love' | 'friendship';
  /** 0–100, the sum of the reasons' points. */
  percent: number;
  band: Label;
  reasons: CompatibilityReason[];
  /** The numbers compared, for display. */
  numbersA: { destiny: number; soulUrge: number; personality: number };
  numbersB: { destiny: number; soulUrge: number; personality: number };
  /** Whether the moon signs were used (both given). */
  usedMoonSigns: boolean;
}

type Weights = Record<CompatibilityFactor, number>;
const WEIGHTS: Record<'love' | 'friendship', { names: Weights; withMoons: Weights }> = {
  love: {
    names: { soulUrge: 40, destiny: 35, personality: 25, moonElement: 0, moonLord: 0 },
    withMoons: { soulUrge: 25, destiny: 20, personality: 15, moonElement: 20, moonLord: 20 },
  },
  friendship: {
    names: { soulUrge: 25, destiny: 35, personality: 40, moonElement: 0, moonLord: 0 },
    withMoons: { soulUrge: 15, destiny: 20, personality: 25, moonElement: 20, moonLord: 20 },
  },
};

const FACTOR_LABELS: Record<'soulUrge' | 'destiny' | 'personality', Label> = {
  soulUrge: { en: 'Soul urge', hi: 'अंतर्मन अंक' },
  destiny: { en: 'Destiny', hi: 'भाग्य अंक' },
  personality: { en: 'Personality', hi: 'व्यक्तित्व अंक' },
};

/** Score bands, highest first: [minimum percent, love label, friendship label]. */
const BANDS: ReadonlyArray<[number, Label, Label]> = [
  [85, { en: 'Excellent match', hi: 'उत्कृष्ट जोड़ी' }, { en: 'Friends for life', hi: 'जीवन भर के मित्र' }],
  [70, { en: 'Very good match', hi: 'बहुत अच्छी जोड़ी' }, { en: 'Strong friendship', hi: 'गहरी मित्रता' }],
  [55, { en: 'Good match', hi: 'अच्छी जोड़ी' }, { en: 'Good friends', hi: 'अच्छे मित्र' }],
  [40, { en: 'Average match', hi: 'सामान्य जोड़ी' }, { en: 'Casual friends', hi: 'सामान्य मित्र' }],
  [0, { en: 'Needs effort', hi: 'प्रयास आवश्यक' }, { en: 'Needs effort', hi: 'प्रयास आवश्यक' }],
];

const SIGN_LABELS: readonly Label[] = [
  { en: '', hi: '' },
  { en: 'Aries', hi: 'मेष' }, { en: 'Taurus', hi: 'वृषभ' }, { en: 'Gemini', hi: 'मिथुन' }, { en: 'Cancer', hi: 'कर्क' },
  { en: 'Leo', hi: 'सिंह' }, { en: 'Virgo', hi: 'कन्या' }, { en: 'Libra', hi: 'तुला' }, { en: 'Scorpio', hi: 'वृश्चिक' },
  { en: 'Sagittarius', hi: 'धनु' }, { en: 'Capricorn', hi: 'मकर' }, { en: 'Aquarius', hi: 'कुंभ' }, { en: 'Pisces', hi: 'मीन' },
];
/** Sign lords, index = rashi 1–12. */
const SIGN_LORDS: readonly Graha[] = [
  'Sun', 'Mars', 'Venus', 'Mercury', 'Moon', 'Sun', 'Mercury', 'Venus', 'Mars', 'Jupiter', 'Saturn', 'Saturn', 'Jupiter',
];
type Element = 'fire' | 'earth' | 'air' | 'water';
const ELEMENTS: readonly Element[] = ['fire', 'earth', 'air', 'water'];
const ELEMENT_LABELS: Record<Element, Label> = {
  fire: { en: 'fire', hi: 'अग्नि' }, earth: { en: 'earth', hi: 'पृथ्वी' }, air: { en: 'air', hi: 'वायु' }, water: { en: 'water', hi: 'जल' },
};
const elementOf = (sign: number): Element => ELEMENTS[(sign - 1) % 4];

function elementShare(a: Element, b: Element): { share: number; label: Label } {
  if (a === b) return { share: 1, label: { en: 'same element', hi: 'एक ही तत्व' } };
  const pair = [a, b].sort().join('-');
  if (pair === 'air-fire' || pair === 'earth-water') return { share: 0.8, label: { en: 'complementary elements', hi: 'पूरक तत्व' } };
  return { share: 0.4, label: { en: 'unlike elements', hi: 'भिन्न तत्व' } };
}

function numberReason(factor: 'soulUrge' | 'destiny' | 'personality', a: NumerologyNumber, b: NumerologyNumber, max: number): CompatibilityReason {
  const label = FACTOR_LABELS[factor];
  // A name without vowels (or consonants) has number 0: it neither helps nor hurts, so it earns the neutral share.
  if (a.root === 0 || b.root === 0) {
    const points = Math.round(max * 0.6);
    return { factor, points, maxPoints: max, en: `${label.en}: one name has no letters of this kind, counted as neutral`, hi: `${label.hi}: एक नाम में ये अक्षर नहीं हैं, सम माना गया` };
  }
  const ga = NUMBER_GRAHA[a.root];
  const gb = NUMBER_GRAHA[b.root];
  const { relation, share } = pairRelation(ga, gb);
  const points = Math.round(max * share);
  const rel = RELATION_LABELS[relation];
  return {
    factor, points, maxPoints: max,
    en: `${label.en} ${a.value} (${GRAHA_LABELS[ga].en}) and ${b.value} (${GRAHA_LABELS[gb].en}): ${rel.en}, ${points}/${max}`,
    hi: `${label.hi} ${a.value} (${GRAHA_LABELS[ga].hi}) और ${b.value} (${GRAHA_LABELS[gb].hi}): ${rel.hi}, ${points}/${max}`,
  };
}

function checkSign(sign: number | undefined, field: string): void {
  if (sign !== undefined && !(Number.isInteger(sign) && sign >= 1 && sign <= 12)) {
    throw new NumerologyError('INVALID_ARGUMENT', `${field} must be a moon sign number from 1 (Aries) to 12 (Pisces) (got ${sign}).`, { [field]: sign });
  }
}

function compatibility(kind: 'love' | 'friendship', input: CompatibilityInput): CompatibilityResult {
  const system = input.system ?? 'pythagorean';
  const a = cleanName(input.nameA, 'first name (nameA)').words;
  const b = cleanName(input.nameB, 'second name (nameB)').words;
  checkSign(input.moonSignA, 'moonSignA');
  checkSign(input.moonSignB, 'moonSignB');
  const usedMoonSigns = input.moonSignA !== undefined && input.moonSignB !== undefined;
  const weights = WEIGHTS[kind][usedMoonSigns ? 'withMoons' : 'names'];
  const numbers = (words: string[]) => ({
    destiny: nameNumber(words, system),
    soulUrge: nameNumber(words, system, VOWELS),
    personality: nameNumber(words, system, CONSONANTS),
  });
  const na = numbers(a);
  const nb = numbers(b);
  const reasons: CompatibilityReason[] = (['soulUrge', 'destiny', 'personality'] as const)
    .map((f) => numberReason(f, na[f], nb[f], weights[f]));

  if (usedMoonSigns) {
    const sa = input.moonSignA as number;
    const sb = input.moonSignB as number;
    const [ea, eb] = [elementOf(sa), elementOf(sb)];
    const el = elementShare(ea, eb);
    const elPoints = Math.round(weights.moonElement * el.share);
    reasons.push({
      factor: 'moonElement', points: elPoints, maxPoints: weights.moonElement,
      en: `Moon signs ${SIGN_LABELS[sa].en} (${ELEMENT_LABELS[ea].en}) and ${SIGN_LABELS[sb].en} (${ELEMENT_LABELS[eb].en}): ${el.label.en}, ${elPoints}/${weights.moonElement}`,
      hi: `चंद्र राशि ${SIGN_LABELS[sa].hi} (${ELEMENT_LABELS[ea].hi}) और ${SIGN_LABELS[sb].hi} (${ELEMENT_LABELS[eb].hi}): ${el.label.hi}, ${elPoints}/${weights.moonElement}`,
    });
    const [la, lb] = [SIGN_LORDS[sa], SIGN_LORDS[sb]];
    const lord = pairRelation(la, lb);
    const lordPoints = Math.round(weights.moonLord * (la === lb ? 1 : lord.share));
    const rel = la === lb ? RELATION_LABELS.same : RELATION_LABELS[lord.relation];
    reasons.push({
      factor: 'moonLord', points: lordPoints, maxPoints: weights.moonLord,
      en: `Sign lords ${GRAHA_LABELS[la].en} and ${GRAHA_LABELS[lb].en}: ${rel.en}, ${lordPoints}/${weights.moonLord}`,
      hi: `राशि स्वामी ${GRAHA_LABELS[la].hi} और ${GRAHA_LABELS[lb].hi}: ${rel.hi}, ${lordPoints}/${weights.moonLord}`,
    });
  }
  const percent = reasons.reduce((sum, r) => sum + r.points, 0);
  const [, loveBand, friendBand] = BANDS.find(([min]) => percent >= min) ?? BANDS[BANDS.length - 1];
  const pick = (n: typeof na) => ({ destiny: n.destiny.value, soulUrge: n.soulUrge.value, personality: n.personality.value });
  return { kind, percent, band: kind === 'love' ? loveBand : friendBand, reasons, numbersA: pick(na), numbersB: pick(nb), usedMoonSigns };
}

/**
 * Love compatibility of two people from their names (and moon signs when both are known): a percentage 0–100,
 * a band, and the reasons that add up to it. Throws `NumerologyError` for a name without letters or a moon sign
 * outside 1–12.
 */
export function loveCompatibility(input: CompatibilityInput): CompatibilityResult {
  return compatibility('love', input);
}

/** Friendship compatibility: as `loveCompatibility`, weighting personality over soul urge (see the table above). */
export function friendshipCompatibility(input: CompatibilityInput): CompatibilityResult {
  return compatibility('friendship', input);
}

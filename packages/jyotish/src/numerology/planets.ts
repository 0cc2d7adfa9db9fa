/**
 * Numbers 1–9 and their ruling grahas as Indian numerology assigns them (1 Sun, 2 Moon, 3 Jupiter, 4 Rahu,
 * 5 Mercury, 6 Venus, 7 Ketu, 8 Saturn, 9 Mars), and the natural friendship (naisargika maitri) between grahas
 * from which our compatibility and lucky-number tables are derived.
 */
export type Graha = 'Sun' | 'Moon' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn' | 'Rahu' | 'Ketu';

/** An English + Hindi label. */
export interface Label {
  en: string;
  hi: string;
}

export const GRAHA_LABELS: Readonly<Record<Graha, Label>> = {
  Sun: { en: 'Sun', hi: 'सूर्य' }, Moon: { en: 'Moon', hi: 'चंद्र' }, Mars: { en: 'Mars', hi: 'मंगल' },
  Mercury: { en: 'Mercury', hi: 'बुध' }, Jupiter: { en: 'Jupiter', hi: 'गुरु' }, Venus: { en: 'Venus', hi: 'शुक्र' },
  Saturn: { en: 'Saturn', hi: 'शनि' }, Rahu: { en: 'Rahu', hi: 'राहु' }, Ketu: { en: 'Ketu', hi: 'केतु' },
};

/** Ruling graha of each root number, index = number (0 unused). */
export const NUMBER_GRAHA: readonly Graha[] = [
  'Sun', 'Sun', 'Moon', 'Jupiter', 'Rahu', 'Mercury', 'Venus', 'Ketu', 'Saturn', 'Mars',
];

/**
 * Natural friends and enemies (the rest are neutral), per Brihat Parashara Hora Shastra for the seven planets.
 * The nodes follow the common convention "Rahu acts like Saturn, Ketu like Mars", except that both are enemies of
 * the Sun and the Moon, which they eclipse; the planets regard Rahu as they regard Saturn and Ketu as Mars.
 */
const FRIENDS: Record<Graha, { friends: Graha[]; enemies: Graha[] }> = {
  Sun: { friends: ['Moon', 'Mars', 'Jupiter'], enemies: ['Venus', 'Saturn', 'Rahu', 'Ketu'] },
  Moon: { friends: ['Sun', 'Mercury'], enemies: ['Rahu', 'Ketu'] },
  Mars: { friends: ['Sun', 'Moon', 'Jupiter', 'Ketu'], enemies: ['Mercury'] },
  Mercury: { friends: ['Sun', 'Venus'], enemies: ['Moon'] },
  Jupiter: { friends: ['Sun', 'Moon', 'Mars', 'Ketu'], enemies: ['Mercury', 'Venus'] },
  Venus: { friends: ['Mercury', 'Saturn', 'Rahu'], enemies: ['Sun', 'Moon'] },
  Saturn: { friends: ['Mercury', 'Venus', 'Rahu'], enemies: ['Sun', 'Moon', 'Mars', 'Ketu'] },
  Rahu: { friends: ['Mercury', 'Venus', 'Saturn'], enemies: ['Sun', 'Moon', 'Mars', 'Ketu'] },
  Ketu: { friends: ['Mars', 'Jupiter'], enemies: ['Sun', 'Moon', 'Mercury'] },
};

export type Disposition = 'friend' | 'neutral' | 'enemy';

/** How graha `a` regards graha `b` (not always symmetric: the Moon has no enemies). */
export function disposition(a: Graha, b: Graha): Disposition {
  if (FRIENDS[a].friends.includes(b)) return 'friend';
  if (FRIENDS[a].enemies.includes(b)) return 'enemy';
  return 'neutral';
}

export type PairRelation = 'same' | 'excellent' | 'good' | 'neutral' | 'mixed' | 'challenging' | 'difficult';

/**
 * The two-way relation of two grahas and the share of a factor's points it earns, in [0, 1]:
 * same graha 0.9, mutual friends 1, friend + neutral 0.75, both neutral 0.6, friend + enemy 0.45,
 * neutral + enemy 0.3, mutual enemies 0.15.
 */
export function pairRelation(a: Graha, b: Graha): { relation: PairRelation; share: number } {
  if (a === b) return { relation: 'same', share: 0.9 };
  const views = [disposition(a, b), disposition(b, a)];
  const friends = views.filter((v) => v === 'friend').length;
  const enemies = views.filter((v) => v === 'enemy').length;
  if (friends === 2) return { relation: 'excellent', share: 1 };
  if (enemies === 2) return { relation: 'difficult', share: 0.15 };
  if (friends === 1 && enemies === 1) return { relation: 'mixed', share: 0.45 };
  if (friends === 1) return { relation: 'good', share: 0.75 };
  if (enemies === 1) return { relation: 'challenging', share: 0.3 };
  return { relation: 'neutral', share: 0.6 };
}

export const RELATION_LABELS: Readonly<Record<PairRelation, Label>> = {
  same: { en: 'same ruler', hi: 'एक ही स्वामी' },
  excellent: { en: 'mutual friends', hi: 'परस्पर मित्र' },
  good: { en: 'friendly', hi: 'मैत्रीपूर्ण' },
  neutral: { en: 'neutral', hi: 'सम' },
  mixed: { en: 'mixed', hi: 'मिश्रित' },
  challenging: { en: 'strained', hi: 'तनावपूर्ण' },
  difficult: { en: 'mutual enemies', hi: 'परस्पर शत्रु' },
};

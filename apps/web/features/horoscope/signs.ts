/** The twelve signs: URL slug (lowercase English), English, Vedic and Hindi names, and the ruling graha. */
export const SIGNS = [
  { n: 1, slug: 'aries', en: 'Aries', vedic: 'Mesha', hi: 'मेष', lord: 'Mars', dates: 'Mar 21 – Apr 19' },
  { n: 2, slug: 'taurus', en: 'Taurus', vedic: 'Vrishabha', hi: 'वृषभ', lord: 'Venus', dates: 'Apr 20 – May 20' },
  { n: 3, slug: 'gemini', en: 'Gemini', vedic: 'Mithuna', hi: 'मिथुन', lord: 'Mercury', dates: 'May 21 – Jun 20' },
  { n: 4, slug: 'cancer', en: 'Cancer', vedic: 'Karka', hi: 'कर्क', lord: 'Moon', dates: 'Jun 21 – Jul 22' },
  { n: 5, slug: 'leo', en: 'Leo', vedic: 'Simha', hi: 'सिंह', lord: 'Sun', dates: 'Jul 23 – Aug 22' },
  { n: 6, slug: 'virgo', en: 'Virgo', vedic: 'Kanya', hi: 'कन्या', lord: 'Mercury', dates: 'Aug 23 – Sep 22' },
  { n: 7, slug: 'libra', en: 'Libra', vedic: 'Tula', hi: 'तुला', lord: 'Venus', dates: 'Sep 23 – Oct 22' },
  { n: 8, slug: 'scorpio', en: 'Scorpio', vedic: 'Vrishchika', hi: 'वृश्चिक', lord: 'Mars', dates: 'Oct 23 – Nov 21' },
  { n: 9, slug: 'sagittarius', en: 'Sagittarius', vedic: 'Dhanu', hi: 'धनु', lord: 'Jupiter', dates: 'Nov 22 – Dec 21' },
  { n: 10, slug: 'capricorn', en: 'Capricorn', vedic: 'Makara', hi: 'मकर', lord: 'Saturn', dates: 'Dec 22 – Jan 19' },
  { n: 11, slug: 'aquarius', en: 'Aquarius', vedic: 'Kumbha', hi: 'कुंभ', lord: 'Saturn', dates: 'Jan 20 – Feb 18' },
  { n: 12, slug: 'pisces', en: 'Pisces', vedic: 'Meena', hi: 'मीन', lord: 'Jupiter', dates: 'Feb 19 – Mar 20' },
] as const;
export type Sign = (typeof SIGNS)[number];

const ALIASES: Record<string, number> = {};
SIGNS.forEach((s) => {
  for (const name of [s.slug, s.vedic.toLowerCase(), s.hi]) ALIASES[name] = s.n;
});
Object.assign(ALIASES, { mesh: 1, vrishabh: 2, mithun: 3, kark: 4, singh: 5, vrishchik: 8, makar: 10, kumbh: 11, meen: 12 });

/** A sign from a URL segment: English slug, Vedic name (mesha, vrishabh…) or Hindi; null when unknown. */
export function signFromSlug(raw: string): Sign | null {
  let s = raw;
  try {
    s = decodeURIComponent(raw);
  } catch {
    /* keep raw */
  }
  const n = ALIASES[s.trim().toLowerCase()];
  return n ? SIGNS[n - 1] : null;
}

export const signByNumber = (n: number): Sign => SIGNS[(((n - 1) % 12) + 12) % 12];
export const signName = (n: number, lang: 'en' | 'hi') => (lang === 'hi' ? signByNumber(n).hi : signByNumber(n).en);

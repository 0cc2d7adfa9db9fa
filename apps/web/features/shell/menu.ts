import type { Messages } from '@/i18n';

type NavKey = keyof Messages['nav'];
export type MenuLink = { href: string; label: NavKey };
export type MenuEntry =
  | { kind: 'link'; id: string; href: string; label: NavKey }
  | { kind: 'group'; id: string; label: NavKey; href: string; items: MenuLink[] };

export const astrologyServiceLinks: MenuLink[] = [
  { href: '/astrology-services/talk-to-astrologer', label: 'talkToAstrologer' },
  { href: '/astrology-services/chat-with-astrologer', label: 'chatWithAstrologer' },
  { href: '/astrology-services/free-kundli', label: 'freeKundli' },
  { href: '/astrology-services/kundli-matching', label: 'kundliMatching' },
  { href: '/astrology-services/live-astrologers', label: 'liveAstrologers' },
];

export const horoscopeLinks: MenuLink[] = [
  { href: '/horoscope/daily', label: 'daily' },
  { href: '/horoscope/weekly', label: 'weekly' },
  { href: '/horoscope/monthly', label: 'monthly' },
  { href: '/horoscope/yearly', label: 'yearly' },
];

export const ritualLinks: MenuLink[] = [{ href: '/rituals/aarti', label: 'aarti' }];

/** The side menu's fixed remedy pages (spec §2). */
export const fixedRemedySlugs = ['sun', 'moon', 'jupiter', 'rahu', 'mercury', 'venus', 'ketu', 'saturn', 'mars', 'sadesati'] as const;
export type FixedRemedySlug = (typeof fixedRemedySlugs)[number];

export function isFixedRemedySlug(slug: string): slug is FixedRemedySlug {
  return (fixedRemedySlugs as readonly string[]).includes(slug);
}

/** Remedies menu holds at most 10 entries (spec §9). */
export const remediesMenuLimit = 10;

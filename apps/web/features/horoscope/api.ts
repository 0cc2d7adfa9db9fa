// Server-only: horoscope reads for server components, cached until the period changes.
import { apiInternalUrl } from '@/env';
import type { Locale } from '@/i18n';
import { secondsUntilNextPeriod, type PeriodType } from './periods';

/** Cache tag of every horoscope read; an admin's edit revalidates it. */
export const HOROSCOPE_TAG = 'horoscope';

export type Horoscope = {
  type: PeriodType;
  sign: { number: number; en: string; hi: string };
  lang: Locale;
  period: { start: string; end: string };
  sections: { overview: string; love: string; career: string; money: string; health: string };
  lucky: { number: number; colour: string; time: string };
  why: string;
  basis: { houses: Record<string, number>; moonNakshatra?: number; retrograde: string[]; ingresses: Array<{ body: string; sign: number; house: number; date: string }> };
  isEdited: boolean;
  editedAt?: string;
};

async function get<T>(path: string, type: PeriodType): Promise<T> {
  const res = await fetch(`${apiInternalUrl}${path}`, {
    headers: { accept: 'application/json' },
    next: { revalidate: secondsUntilNextPeriod(type), tags: [HOROSCOPE_TAG, `${HOROSCOPE_TAG}:${type}`] },
  });
  if (!res.ok) throw new Error(`The horoscope API answered ${res.status} for ${path}.`);
  return ((await res.json()) as { data: T }).data;
}

/** The 12 horoscopes of the period containing today (IST). */
export function getPeriodHoroscopes(type: PeriodType, lang: Locale) {
  return get<{ date: string; type: PeriodType; lang: Locale; horoscopes: Horoscope[] }>(`/api/get_horoscope_data?type=${type}&lang=${lang}`, type);
}

/** One sign's horoscope for the period containing `date`. */
export function getSignHoroscope(type: PeriodType, sign: number, date: string, lang: Locale) {
  return get<Horoscope>(`/api/get_single_horoscope_by_type/${type}/${sign}/${date}?lang=${lang}`, type);
}

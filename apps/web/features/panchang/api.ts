// Server-only: panchang and vrat/festival dates for a place, from the API's data cache.
import { cookies } from 'next/headers';
import { apiInternalUrl } from '@/env';
import type { Locale } from '@/i18n';
import { DEFAULT_PLACE_ID, PLACE_COOKIE, parsePlaceId } from './place-cookie';

type Bi = { en: string; hi: string };
export type ApiPlace = { id: number | null; name: string; nameHi: string | null; state: string | null; country: string | null; lat: number; lon: number; zone: string };
type Limb = { number: number; name: Bi; ends: string | null };
type Span = { start: string; end: string } | null;
type Chogha = { name: Bi; nature: 'good' | 'bad' | 'neutral'; start: string; end: string };

export type Panchang = {
  date: string; place: ApiPlace; weekday: Bi & { vaar: string };
  sunrise: string | null; sunset: string | null; moonrise: string | null; moonset: string | null; polar: string | null;
  tithi: (Limb & { paksha: string }) | null; nakshatra: (Limb & { pada: number }) | null; yoga: Limb | null; karana: Limb | null;
  rahuKaal: Span; gulikaKaal: Span; yamaganda: Span; abhijit: Span;
  choghadiya: { day: Chogha[]; night: Chogha[] } | null;
  month: { amanta: { name: Bi }; purnimanta: { name: Bi } };
  samvat: { vikram: number; shaka: number };
};
export type CalendarEvent = { date: string; key: string; kind: 'vrat' | 'festival'; name: Bi; tithi?: number; month?: Bi; isKshaya?: boolean; moment?: string; contentSlug: string };
export type DatesReply = { from: string; to: string; place: ApiPlace; events: CalendarEvent[] };

/** The place the visitor chose (?place= wins, then the cookie, then New Delhi). */
export async function chosenPlaceId(fromQuery?: string): Promise<number> {
  return parsePlaceId(fromQuery) ?? parsePlaceId((await cookies()).get(PLACE_COOKIE)?.value) ?? DEFAULT_PLACE_ID;
}

async function get<T>(path: string, revalidate: number): Promise<T> {
  const res = await fetch(`${apiInternalUrl}${path}`, { headers: { accept: 'application/json' }, next: { revalidate, tags: ['panchang'] } });
  if (!res.ok) throw new Error(`The panchang API answered ${res.status} for ${path}.`);
  return ((await res.json()) as { data: T }).data;
}

/** A day's panchang (a given date never changes: cached for a day). */
export const getPanchang = (placeId: number, date: string) => get<Panchang>(`/api/astro/panchang?place=${placeId}&date=${date}`, 86_400);

/** The next twelve months of vrat or festival dates from `from`. */
export const getDates = (kind: 'vrat' | 'festival', placeId: number, from: string) =>
  get<DatesReply>(`/api/astro/${kind === 'vrat' ? 'vrat-dates' : 'festival-dates'}?place=${placeId}&from=${from}`, 86_400);

/** Today's date at a zone. */
export function todayIn(zone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const placeName = (p: ApiPlace, lang: Locale) => [lang === 'hi' && p.nameHi ? p.nameHi : p.name, p.state, p.country].filter(Boolean).join(', ');

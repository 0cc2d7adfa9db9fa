import type { BirthInput } from '@nakshatra/shared';
import { ASTRO_MESSAGES, type AstroMessageKey } from '@nakshatra/shared/astro-messages';
import { apiErrorOf, type ApiFailure } from '@/features/api/client';
import type { Place } from '@/features/place-input/types';

/** One person's birth form as typed (strings), before validation. */
export type BirthDraft = {
  name: string;
  gender: '' | 'male' | 'female' | 'other';
  date: string;
  time: string;
  place: Place | null;
  isManual: boolean;
  lat: string;
  lon: string;
  zone: string;
  placeName: string;
};
export type BirthErrors = Partial<Record<'name' | 'gender' | 'date' | 'time' | 'place' | 'lat' | 'lon' | 'zone' | 'form', string>>;
export type Calc = { ayanamsa: 'lahiri' | 'kp' | 'raman'; node: 'mean' | 'true' };

export const emptyDraft = (gender: BirthDraft['gender'] = ''): BirthDraft => ({ name: '', gender, date: '', time: '', place: null, isManual: false, lat: '', lon: '', zone: 'Asia/Kolkata', placeName: '' });

const KEY_BY_SENTENCE = new Map<string, AstroMessageKey>(Object.entries(ASTRO_MESSAGES).map(([k, v]) => [v.en, k as AstroMessageKey]));

/** The Hindi (or English) twin of an API / schema sentence; unknown sentences stay as they are. */
export function localizeSentence(sentence: string, lang: 'en' | 'hi', key?: string | null): string {
  const k = (key && key in ASTRO_MESSAGES ? key : KEY_BY_SENTENCE.get(sentence)) as AstroMessageKey | undefined;
  return k ? ASTRO_MESSAGES[k][lang] : sentence;
}

/** Which form field an issue path or API `details.field` points at. */
export function fieldOf(path: string): keyof BirthErrors {
  const last = path.split('.').pop() ?? '';
  if (last === 'placeId' || last === 'place') return 'place';
  if (['name', 'gender', 'date', 'time', 'lat', 'lon', 'zone'].includes(last)) return last as keyof BirthErrors;
  return 'form';
}

const num = (s: string) => (s.trim() === '' ? undefined : Number(s.trim()));

/** The request body for a draft (what the kundli and matching endpoints take). */
export function draftToBody(d: BirthDraft, calc: Calc): Record<string, unknown> {
  const place = d.isManual
    ? { lat: num(d.lat), lon: num(d.lon), zone: d.zone.trim() || undefined, placeName: d.placeName.trim() || undefined }
    : { placeId: d.place?.id };
  return { name: d.name, gender: d.gender || undefined, date: d.date, time: d.time, ...place, ayanamsa: calc.ayanamsa, node: calc.node };
}

/**
 * Validates with the shared schema (the same one the API applies); errors in the page's language, keyed by field.
 * The schema code (zod) is fetched at the first submit, not with the page.
 */
export async function validateDraft(d: BirthDraft, calc: Calc, lang: 'en' | 'hi'): Promise<{ body: BirthInput | null; errors: BirthErrors }> {
  const { birthInputSchema } = await import('@nakshatra/shared');
  const parsed = birthInputSchema.safeParse(draftToBody(d, calc));
  if (parsed.success) return { body: parsed.data, errors: {} };
  const errors: BirthErrors = {};
  // the schema's place rule is an object-level refine, which zod runs only once every field parses
  if (!d.isManual && !d.place) errors.place = ASTRO_MESSAGES.place_required[lang];
  for (const issue of parsed.error.issues) {
    let field = fieldOf(issue.path.join('.'));
    if (field === 'place' && d.isManual) field = d.lat.trim() === '' ? 'lat' : d.lon.trim() === '' ? 'lon' : 'zone';
    if (!errors[field]) errors[field] = localizeSentence(issue.message, lang);
  }
  return { body: null, errors };
}

/** A draft from saved birth details (editing a saved kundli). */
export function draftFromBirth(b: { name: string; gender: string; date: string; time: string; placeId?: number; lat?: number; lon?: number; zone?: string; placeName?: string }, place: { id: number | null; name: string; nameHi: string | null; state: string | null; country: string | null; lat: number; lon: number; zone: string }): BirthDraft {
  const isManual = b.placeId === undefined;
  return {
    name: b.name,
    gender: (b.gender as BirthDraft['gender']) ?? '',
    date: b.date,
    time: b.time,
    place: isManual ? null : { id: place.id ?? b.placeId!, name: place.name, nameHi: place.nameHi ?? undefined, state: place.state ?? undefined, country: '', countryName: place.country ?? '', lat: place.lat, lon: place.lon, zone: place.zone },
    isManual,
    lat: isManual ? String(b.lat ?? place.lat) : '',
    lon: isManual ? String(b.lon ?? place.lon) : '',
    zone: b.zone ?? place.zone,
    placeName: b.placeName ?? '',
  };
}

/** Turns an API 400 into field errors in the page's language. */
export function errorsFromApi(failure: ApiFailure, lang: 'en' | 'hi', fallback: string): BirthErrors {
  const body = failure.response as { error?: { message?: string; details?: { key?: string | null; field?: string } } } | undefined;
  const message = apiErrorOf(failure).message;
  if (!message) return { form: fallback };
  const text = localizeSentence(message, lang, body?.error?.details?.key);
  return { [fieldOf(body?.error?.details?.field ?? '')]: text };
}


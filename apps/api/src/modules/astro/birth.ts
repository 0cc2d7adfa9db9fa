import { JyotishError, getPlace, type AyanamsaSystem, type NodeType } from '@nakshatra/jyotish';
import { ASTRO_MESSAGES, type AstroMessageKey, type BirthInput } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';

/** A place resolved to coordinates and an IANA zone. */
export type ResolvedPlace = { id: number | null; name: string; nameHi: string | null; state: string | null; country: string | null; lat: number; lon: number; zone: string };

/** A 400 whose `details.key` names the sentence in `ASTRO_MESSAGES` (the web shows its Hindi twin). */
export function astroInputError(key: AstroMessageKey, field?: string): AppError {
  return new AppError(400, 'astro_input_invalid', ASTRO_MESSAGES[key].en, { key, ...(field ? { field } : {}) });
}

const ENGINE_KEYS: Partial<Record<string, AstroMessageKey>> = {
  INVALID_DATE: 'date_invalid',
  INVALID_TIME: 'time_format',
  INVALID_LATITUDE: 'lat_range',
  INVALID_LONGITUDE: 'lon_range',
  UNKNOWN_TIME_ZONE: 'zone_unknown',
  NONEXISTENT_LOCAL_TIME: 'time_nonexistent',
  OUT_OF_RANGE: 'year_out_of_range',
};

/** Runs engine code, turning its `JyotishError` (bad input) into a 400 with a sentence and a message key. */
export function withEngine<T>(fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    if (err instanceof JyotishError) {
      const key = ENGINE_KEYS[err.code];
      if (key) throw astroInputError(key);
      throw new AppError(400, 'astro_input_invalid', err.message, { key: null });
    }
    throw err;
  }
}

/** Place by GeoNames id, or the given coordinates and zone. */
export function resolvePlace(p: { placeId?: number; place?: number; lat?: number; lon?: number; zone?: string; placeName?: string }): ResolvedPlace {
  const id = p.placeId ?? p.place;
  if (id !== undefined) {
    const place = withEngine(() => getPlace(id));
    if (!place) throw astroInputError('place_unknown', 'placeId');
    return { id: place.id, name: place.name, nameHi: place.nameHi ?? null, state: place.state ?? null, country: place.countryName, lat: place.lat, lon: place.lon, zone: place.zone };
  }
  if (p.lat === undefined || p.lon === undefined || !p.zone) throw astroInputError('place_required', 'placeId');
  const zone = p.zone;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
  } catch {
    throw astroInputError('zone_unknown', 'zone');
  }
  return { id: null, name: p.placeName || `${p.lat.toFixed(4)}, ${p.lon.toFixed(4)}`, nameHi: null, state: null, country: null, lat: p.lat, lon: p.lon, zone };
}

/** The engine's birth input for a validated form. */
export function engineBirth(b: BirthInput, place: ResolvedPlace): { date: string; time: string; lat: number; lon: number; timeZone: string; ayanamsa: AyanamsaSystem; node: NodeType } {
  const time = b.time.length === 5 ? `${b.time}:00` : b.time;
  return { date: b.date, time, lat: place.lat, lon: place.lon, timeZone: place.zone, ayanamsa: b.ayanamsa ?? 'lahiri', node: b.node ?? 'mean' };
}

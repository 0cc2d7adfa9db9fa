import { JyotishError, type JyotishErrorCode } from '../errors.js';

/** A birth place from the bundled GeoNames index. */
export interface Place {
  /** GeoNames id: stable across rebuilds, use it to store a user's choice and fetch it with `getPlace`. */
  id: number;
  /** Name shown to users: current official name for renamed Indian cities (Prayagraj), diacritics kept abroad. */
  name: string;
  /** Hindi (Devanagari) name, for the Indian places in `hindi-names.ts`. */
  nameHi?: string;
  /** First-level division (state) for India, the US, Canada, Australia, the UK and Nepal. */
  state?: string;
  /** ISO 3166-1 alpha-2 country code, e.g. "IN". */
  country: string;
  /** English country name, e.g. "India". */
  countryName: string;
  /** Latitude in degrees, [-90, 90], north positive, 4 decimals (≈ 11 m). */
  lat: number;
  /** Longitude in degrees, [-180, 180], east positive, 4 decimals. */
  lon: number;
  /** IANA time zone at the place (geo-tz comprehensive boundaries), e.g. "Asia/Kolkata". */
  zone: string;
  /** Population (people) per GeoNames, corrected for a few Indian entries; used for ranking. */
  population: number;
}

/** Bad input to the place search (not a string, a limit out of range, a non-integer id). */
export class PlaceError extends JyotishError {
  constructor(code: JyotishErrorCode, message: string, details?: Record<string, unknown>) {
    super(code, message, details);
    this.name = 'PlaceError';
  }
}

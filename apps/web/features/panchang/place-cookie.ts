/** The visitor's chosen city for the panchang, vrat and festival pages: a GeoNames id in a cookie for a year. */
export const PLACE_COOKIE = 'nk_place';
export const placeCookieMaxAgeSeconds = 365 * 24 * 60 * 60;
/** New Delhi, until the visitor chooses. */
export const DEFAULT_PLACE_ID = 1261481;

export function parsePlaceId(raw: string | undefined | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

/** The site's languages. The choice is kept in the `lang` cookie for a year. */
export const locales = ['en', 'hi'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
export const LANG_COOKIE = 'lang';
export const langCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function isLocale(value: string | undefined | null): value is Locale {
  return value === 'en' || value === 'hi';
}

/** A locale from a route param; anything unexpected falls back to English. */
export function toLocale(value: string | undefined | null): Locale {
  return isLocale(value) ? value : defaultLocale;
}

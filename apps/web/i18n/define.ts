import type { Locale } from './locales';

/** Widens string literals so the Hindi object is checked for the same keys, not the same texts. */
type Shape<T> = { [K in keyof T]: T[K] extends string ? string : T[K] extends (...args: never[]) => unknown ? T[K] : Shape<T[K]> };

/**
 * A feature's own messages, kept beside the feature (features/<area>/messages.ts) so features don't all
 * edit one dictionary. Hindi must have every key of English (a type error otherwise).
 *   export const kundliMessages = defineMessages({ title: 'Free Kundli' }, { title: 'निःशुल्क कुंडली' });
 *   const t = kundliMessages[lang];
 */
export function defineMessages<const T extends object>(en: T, hi: Shape<T>): Record<Locale, Shape<T>> {
  return { en: en as Shape<T>, hi };
}

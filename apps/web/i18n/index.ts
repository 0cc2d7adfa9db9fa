import { en, type Messages } from './en';
import { hi } from './hi';
import type { Locale } from './locales';

export * from './locales';
export { format } from './format';
export type { Messages };

const dictionaries: Record<Locale, Messages> = { en, hi };

/** The messages of one language. */
export function getMessages(lang: Locale): Messages {
  return dictionaries[lang];
}

import { en, type Messages } from './en';
import { hi } from './hi';
import type { Locale } from './locales';

const dictionaries: Record<Locale, Messages> = { en, hi };

/**
 * The messages of one language. For server components: the root layout hands the page's language's messages to
 * the client provider, so the browser never downloads the other language's dictionary.
 */
export function getMessages(lang: Locale): Messages {
  return dictionaries[lang];
}

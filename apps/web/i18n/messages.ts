import { en, type Messages } from './en';
import { hi } from './hi';
import type { Locale } from './locales';
import { serverOnlySections, type ClientMessages } from './index';

const dictionaries: Record<Locale, Messages> = { en, hi };

/**
 * The messages of one language. For server components: the root layout hands the page's language's messages to
 * the client provider, so the browser never downloads the other language's dictionary.
 */
export function getMessages(lang: Locale): Messages {
  return dictionaries[lang];
}

function withoutServerOnly(t: Messages): ClientMessages {
  const all: Record<string, unknown> = { ...t };
  for (const key of serverOnlySections) delete all[key];
  return all as ClientMessages;
}

const forClients: Record<Locale, ClientMessages> = { en: withoutServerOnly(en), hi: withoutServerOnly(hi) };

/**
 * The messages client components read (useI18n), for the root layout's provider: the page's language only, without
 * the sections that only server components draw (the footer, page texts), which would otherwise travel in every page's data.
 */
export function clientMessages(lang: Locale): ClientMessages {
  return forClients[lang];
}

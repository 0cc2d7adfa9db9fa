export * from './locales';
export { format } from './format';
export type { Messages } from './en';
import type { Messages } from './en';

/** Sections of the dictionary that only server components read: not sent to the browser (see clientMessages). */
export const serverOnlySections = ['footer', 'pages', 'home', 'comingSoon'] as const;
/** What client components get from useI18n(). */
export type ClientMessages = Omit<Messages, (typeof serverOnlySections)[number]>;
// getMessages is in ./messages (server side), so importing this file never pulls both dictionaries into a page's JavaScript

export * from './locales';
export { format } from './format';
export type { Messages } from './en';
// getMessages is in ./messages (server side), so importing this file never pulls both dictionaries into a page's JavaScript

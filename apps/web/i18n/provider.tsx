'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { ClientMessages, Locale } from './index';

type I18nValue = { lang: Locale; t: ClientMessages };
const I18nContext = createContext<I18nValue | null>(null);

/**
 * Gives client components the page's language and its messages. The server layout passes the one dictionary the
 * page needs (it travels in the page's data, and the other language is never downloaded).
 */
export function I18nProvider({ lang, t, children }: { lang: Locale; t: ClientMessages; children: ReactNode }) {
  return <I18nContext.Provider value={{ lang, t }}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n outside <I18nProvider>');
  return value;
}

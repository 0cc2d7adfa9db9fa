'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { getMessages, type Locale, type Messages } from './index';

type I18nValue = { lang: Locale; t: Messages };
const I18nContext = createContext<I18nValue>({ lang: 'en', t: getMessages('en') });

/** Gives client components the page's language and its messages. */
export function I18nProvider({ lang, children }: { lang: Locale; children: ReactNode }) {
  return <I18nContext.Provider value={{ lang, t: getMessages(lang) }}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  return useContext(I18nContext);
}

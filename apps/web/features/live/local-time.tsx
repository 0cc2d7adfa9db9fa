'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '@/i18n';
import { localDateTime } from './format';

/**
 * A date and time: India's time in the server render (and without JavaScript), then the visitor's own zone once
 * the page runs in the browser.
 */
export function LocalTime({ iso, lang }: { iso: string; lang: Locale }) {
  const [text, setText] = useState(() => localDateTime(iso, lang, 'Asia/Kolkata'));
  useEffect(() => setText(localDateTime(iso, lang)), [iso, lang]);
  return <time dateTime={iso} suppressHydrationWarning>{text}</time>;
}

/** A sentence with `{when}` in it, the time filled in as LocalTime (word order differs between languages). */
export function WithTime({ sentence, iso, lang }: { sentence: string; iso: string; lang: Locale }) {
  const [before, after = ''] = sentence.split('{when}');
  return (
    <>
      {before}
      <LocalTime iso={iso} lang={lang} />
      {after}
    </>
  );
}

import localFont from 'next/font/local';

/**
 * Noto Sans Devanagari (SIL Open Font License), shipped with the site from the npm package
 * `@fontsource/noto-sans-devanagari` so Hindi never depends on the visitor's installed fonts (without one, every Hindi
 * word is a row of boxes). Only the Devanagari block is declared (unicode-range), so an English page downloads it only
 * when it shows Devanagari text (the language switch's "हिन्दी"), and Latin text keeps the system font.
 */
export const devanagari = localFont({
  src: [
    { path: '../../../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2', weight: '400', style: 'normal' },
    { path: '../../../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-600-normal.woff2', weight: '600', style: 'normal' },
    { path: '../../../../node_modules/@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff2', weight: '700', style: 'normal' },
  ],
  variable: '--font-devanagari',
  display: 'swap',
  preload: false,
  // no fallback fonts in the variable: globals.css puts it first in the body's stack, and Latin text must fall through
  // to the system font (a generic or Arial-metric fallback here would catch Latin glyphs first)
  fallback: [],
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+25CC, U+A830-A839, U+A8E0-A8FF' }],
});

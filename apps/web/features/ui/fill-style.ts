import type { CSSProperties } from 'react';

/** The inline style next/image gives a `fill` picture, which the `.fill` class carries instead. */
const FILL_STYLE: CSSProperties = { position: 'absolute', height: '100%', width: '100%', left: 0, top: 0, right: 0, bottom: 0, color: 'transparent' };

/** The caller's own style, without what next/image adds for `fill` (and the keys it leaves undefined). */
export function withoutFillStyle(style: CSSProperties | undefined): CSSProperties | undefined {
  if (!style) return undefined;
  const rest = Object.fromEntries(
    Object.entries(style).filter(([key, value]) => value !== undefined && FILL_STYLE[key as keyof CSSProperties] !== value),
  ) as CSSProperties;
  return Object.keys(rest).length > 0 ? rest : undefined;
}

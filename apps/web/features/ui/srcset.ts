/**
 * A picture drawn at a fixed width (`sizes="180px"`) needs candidates for screens of 1, 2 and 3 device pixels per CSS
 * pixel only; next/image lists every configured width for it (16 of them, 16 px to 3,840 px), which fills the page's
 * HTML and its flight data twice over. For such a `sizes`, keep the smallest candidate that covers each density.
 * Any other `sizes` (vw, media conditions) keeps next/image's list, which it already narrows.
 */
export function trimSrcSet(srcSet: string | undefined, sizes: string | undefined): string | undefined {
  const fixed = sizes?.trim().match(/^(\d+)px$/);
  if (!srcSet || !fixed) return srcSet;
  const cssWidth = Number(fixed[1]);
  const candidates = srcSet.split(', ').map((entry) => {
    const [url, descriptor] = entry.trim().split(' ');
    return { entry: entry.trim(), url, width: Number(descriptor?.replace(/w$/, '')) };
  });
  if (candidates.some((c) => !c.url || !Number.isFinite(c.width) || c.width <= 0)) return srcSet;
  candidates.sort((a, b) => a.width - b.width);
  const keep = new Set<string>();
  for (const density of [1, 2, 3]) {
    const need = cssWidth * density;
    keep.add((candidates.find((c) => c.width >= need) ?? candidates[candidates.length - 1]!).entry);
  }
  return candidates.filter((c) => keep.has(c.entry)).map((c) => c.entry).join(', ');
}

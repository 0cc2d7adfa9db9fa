/**
 * next/image lists every configured width a picture might need (up to 3,840 px), and the list goes into the page's
 * HTML and its flight data, twice per picture. When `sizes` says how wide the picture can ever be drawn, the browser
 * never picks a candidate past the one that covers that width on a 3× screen, so those are dropped:
 * - a fixed width (`sizes="180px"`) keeps the smallest candidate covering each density (1×, 2×, 3×);
 * - a list whose every entry is bounded (`(max-width: 575px) 100vw, …, 400px`: each vw under a max-width, and a px
 *   default) keeps every candidate up to the one covering its widest entry at 3×.
 * A list with an unbounded entry (a bare `25vw` default, `100vw`) keeps next/image's list.
 */
const DENSITIES = [1, 2, 3];

/** Whether a srcset candidate is given by its width (`… 640w`), not by a density (`… 2x`). */
const descriptorIsWidth = (entry: string) => /\s\d+w$/.test(entry);

/** The widest CSS width a `sizes` list can ask for, or undefined when one of its entries has no bound. */
export function widestSize(sizes: string): number | undefined {
  let widest = 0;
  for (const entry of sizes.split(',').map((e) => e.trim())) {
    const conditioned = entry.match(/^\(max-width:\s*(\d+(?:\.\d+)?)px\)\s+(\d+(?:\.\d+)?)(px|vw)$/);
    const plain = entry.match(/^(\d+(?:\.\d+)?)px$/);
    if (conditioned) {
      const [, viewport, length, unit] = conditioned;
      widest = Math.max(widest, unit === 'px' ? Number(length) : (Number(viewport) * Number(length)) / 100);
    } else if (plain) {
      widest = Math.max(widest, Number(plain[1]));
    } else {
      return undefined;
    }
  }
  return widest > 0 ? widest : undefined;
}

export function trimSrcSet(srcSet: string | undefined, sizes: string | undefined): string | undefined {
  if (!srcSet || !sizes) return srcSet;
  const widest = widestSize(sizes);
  if (widest === undefined) return srcSet;
  const fixed = !sizes.includes(',') && !sizes.includes('(');
  const candidates = srcSet.split(', ').map((entry) => {
    const [url, descriptor] = entry.trim().split(' ');
    return { entry: entry.trim(), url, width: Number(descriptor?.replace(/w$/, '')) };
  });
  if (candidates.some((c) => !c.url || !descriptorIsWidth(c.entry) || !Number.isFinite(c.width) || c.width <= 0)) return srcSet;
  candidates.sort((a, b) => a.width - b.width);
  const covering = (need: number) => candidates.find((c) => c.width >= need) ?? candidates[candidates.length - 1]!;
  const largest = covering(widest * DENSITIES[DENSITIES.length - 1]!).width;
  const keep = fixed
    ? new Set(DENSITIES.map((density) => covering(widest * density).entry))
    : new Set(candidates.filter((c) => c.width <= largest).map((c) => c.entry));
  return candidates.filter((c) => keep.has(c.entry)).map((c) => c.entry).join(', ');
}

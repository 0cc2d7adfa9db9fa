/**
 * Our own folders whose pictures go through Next's image optimiser: the API's stored uploads (served through the
 * /upload rewrite) and the web app's assets. next.config.ts builds `images.localPatterns` from this list, and components
 * ask `isOptimisable` before handing a picture to the optimiser (it refuses anything else).
 */
export const optimisedImageFolders = ['upload', 'assets'] as const;

/** next.config.ts `images.localPatterns`: any file in those folders, without a query string. */
export const imageLocalPatterns = optimisedImageFolders.map((folder) => ({ pathname: `/${folder}/**`, search: '' }));

const OPTIMISABLE = new RegExp(`^/(${optimisedImageFolders.join('|')})/[^?#]+$`);

/** Whether the image optimiser may read `src` (a path in one of those folders, no query or fragment). */
export function isOptimisable(src: string): boolean {
  return OPTIMISABLE.test(src);
}

'use client';

import { onDemand } from '@/features/ui/on-demand';
import { loadToastLibrary } from '@/features/ui/toast';

// react-hot-toast's renderer is fetched after the page has loaded instead of with it; a toast raised earlier waits in
// the library's store and shows as soon as the renderer mounts
const Toaster = onDemand(() => loadToastLibrary().then((m) => m.Toaster));

/** The site's toasts, at the top centre (spec §2), with the library's default limits. */
export function SiteToaster() {
  return <Toaster position="top-center" />;
}

'use client';

import { LoadError } from '@/features/content/load-error';

/** A page of the site failed to render (e.g. the API is down): a friendly message with a retry, inside the shell. */
export default function SiteError({ error, retry }: { error: unknown; retry: () => void }) {
  return <LoadError error={error} retry={retry} />;
}

'use client';

import { LoadError } from '@/features/content/load-error';

/** A story that could not be loaded (e.g. the API is down): the same friendly message and retry (stories render without the shell). */
export default function StoryError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <main id="main">
      <LoadError error={error} retry={retry} />
    </main>
  );
}

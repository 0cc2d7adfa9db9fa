import { NotFoundView } from '@/features/shell/not-found-view';

/** A story that does not exist: the 404 page (stories render without the shell). */
export default function StoryNotFound() {
  return (
    <main id="main">
      <NotFoundView />
    </main>
  );
}

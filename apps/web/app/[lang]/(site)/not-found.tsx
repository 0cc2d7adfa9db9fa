import { NotFoundView } from '@/features/shell/not-found-view';

/** notFound() thrown by a page of the site (e.g. content that does not exist) renders inside the shell. */
export default function NotFound() {
  return <NotFoundView />;
}

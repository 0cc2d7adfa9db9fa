import { ContentIndex } from '@/features/content-admin/content-index';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

export default function ContentAdminPage() {
  return <ContentIndex />;
}

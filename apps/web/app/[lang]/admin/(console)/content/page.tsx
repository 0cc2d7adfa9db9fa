import { ContentIndex } from '@/features/content-admin/content-index';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

export default function ContentAdminPage() {
  return <ContentIndex />;
}

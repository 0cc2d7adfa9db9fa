import { AdminPrivacyRequests } from '@/features/privacy/admin-requests';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

/** /admin/privacy: erasure requests and data downloads. */
export default function PrivacyAdminPage() {
  return <AdminPrivacyRequests />;
}

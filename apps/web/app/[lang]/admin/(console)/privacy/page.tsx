import { AdminPrivacyRequests } from '@/features/privacy/admin-requests';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

/** /admin/privacy: erasure requests and data downloads. */
export default function PrivacyAdminPage() {
  return <AdminPrivacyRequests />;
}

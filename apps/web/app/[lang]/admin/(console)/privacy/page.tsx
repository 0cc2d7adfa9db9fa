import { AdminPrivacyRequests } from '@/features/privacy/admin-requests';

/** /admin/privacy: erasure requests and data downloads. */
export default function PrivacyAdminPage() {
  return <AdminPrivacyRequests />;
}

import { AuditLog } from '@/features/admin/audit-log';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

export default function AuditPage() {
  return <AuditLog />;
}

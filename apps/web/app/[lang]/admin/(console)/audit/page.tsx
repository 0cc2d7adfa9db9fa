import { AuditLog } from '@/features/admin/audit-log';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

export default function AuditPage() {
  return <AuditLog />;
}

import { AuditLog } from '@/features/admin/audit-log';

export default function AuditPage() {
  return <AuditLog />;
}

import { ConsultationsSection } from '@/features/astrologer-admin/section';
import { SessionList } from '@/features/astrologer-admin/session-list';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

/** /admin/consultations/all: every session, searchable. */
export default function AllConsultationsAdminPage() {
  return (
    <ConsultationsSection view="all">
      <SessionList />
    </ConsultationsSection>
  );
}

import { ConsultationsSection } from '@/features/astrologer-admin/section';
import { SessionList } from '@/features/astrologer-admin/session-list';

/** /admin/consultations/all: every session, searchable. */
export default function AllConsultationsAdminPage() {
  return (
    <ConsultationsSection view="all">
      <SessionList />
    </ConsultationsSection>
  );
}

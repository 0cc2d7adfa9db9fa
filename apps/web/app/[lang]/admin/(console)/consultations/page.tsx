import { ConsultationsSection } from '@/features/astrologer-admin/section';
import { LiveBoard } from '@/features/astrologer-admin/live-board';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

/** /admin/consultations: the live sessions board. */
export default function ConsultationsAdminPage() {
  return (
    <ConsultationsSection view="live">
      <LiveBoard />
    </ConsultationsSection>
  );
}

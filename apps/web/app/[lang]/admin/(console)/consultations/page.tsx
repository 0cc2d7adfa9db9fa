import { ConsultationsSection } from '@/features/astrologer-admin/section';
import { LiveBoard } from '@/features/astrologer-admin/live-board';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

/** /admin/consultations: the live sessions board. */
export default function ConsultationsAdminPage() {
  return (
    <ConsultationsSection view="live">
      <LiveBoard />
    </ConsultationsSection>
  );
}

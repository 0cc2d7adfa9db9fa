import { ConsultationsSection } from '@/features/astrologer-admin/section';
import { LiveBoard } from '@/features/astrologer-admin/live-board';

/** /admin/consultations: the live sessions board. */
export default function ConsultationsAdminPage() {
  return (
    <ConsultationsSection view="live">
      <LiveBoard />
    </ConsultationsSection>
  );
}

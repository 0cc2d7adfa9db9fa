import { AstrologersSection } from '@/features/astrologer-admin/section';
import { ConsultSettingsForm } from '@/features/astrologer-admin/consult-settings-form';

/** /admin/astrologers/settings: price limits per minute and the astrologer's share. */
export default function ConsultSettingsAdminPage() {
  return (
    <AstrologersSection view="settings">
      <ConsultSettingsForm />
    </AstrologersSection>
  );
}

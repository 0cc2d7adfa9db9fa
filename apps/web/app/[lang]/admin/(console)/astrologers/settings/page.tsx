import { AstrologersSection } from '@/features/astrologer-admin/section';
import { ConsultSettingsForm } from '@/features/astrologer-admin/consult-settings-form';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

/** /admin/astrologers/settings: price limits per minute and the astrologer's share. */
export default function ConsultSettingsAdminPage() {
  return (
    <AstrologersSection view="settings">
      <ConsultSettingsForm />
    </AstrologersSection>
  );
}

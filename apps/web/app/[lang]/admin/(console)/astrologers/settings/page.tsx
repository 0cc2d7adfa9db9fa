import { AstrologersSection } from '@/features/astrologer-admin/section';
import { ConsultSettingsForm } from '@/features/astrologer-admin/consult-settings-form';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

/** /admin/astrologers/settings: price limits per minute and the astrologer's share. */
export default function ConsultSettingsAdminPage() {
  return (
    <AstrologersSection view="settings">
      <ConsultSettingsForm />
    </AstrologersSection>
  );
}

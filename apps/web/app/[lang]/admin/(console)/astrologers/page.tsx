import { AstrologerList } from '@/features/astrologer-admin/astrologer-list';
import { AstrologersSection } from '@/features/astrologer-admin/section';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

/** /admin/astrologers (the layout has checked the admin). */
export default function AstrologersAdminPage() {
  return (
    <AstrologersSection view="list">
      <AstrologerList />
    </AstrologersSection>
  );
}

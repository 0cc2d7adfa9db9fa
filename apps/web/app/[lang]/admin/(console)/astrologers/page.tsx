import { AstrologerList } from '@/features/astrologer-admin/astrologer-list';
import { AstrologersSection } from '@/features/astrologer-admin/section';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

/** /admin/astrologers (the layout has checked the admin). */
export default function AstrologersAdminPage() {
  return (
    <AstrologersSection view="list">
      <AstrologerList />
    </AstrologersSection>
  );
}

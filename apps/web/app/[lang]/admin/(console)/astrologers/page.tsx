import { AstrologerList } from '@/features/astrologer-admin/astrologer-list';
import { AstrologersSection } from '@/features/astrologer-admin/section';

/** /admin/astrologers (the layout has checked the admin). */
export default function AstrologersAdminPage() {
  return (
    <AstrologersSection view="list">
      <AstrologerList />
    </AstrologersSection>
  );
}

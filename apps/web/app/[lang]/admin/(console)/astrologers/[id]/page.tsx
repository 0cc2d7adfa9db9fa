import { AstrologerDetail } from '@/features/astrologer-admin/astrologer-detail';

/** /admin/astrologers/{id}: one application or astrologer. */
export default async function AstrologerAdminPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <AstrologerDetail key={id} id={id} />;
}

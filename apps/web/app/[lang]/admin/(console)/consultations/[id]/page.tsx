import { SessionDetail } from '@/features/astrologer-admin/session-detail';

/** /admin/consultations/{id}: transcript, charges, refund and end. */
export default async function ConsultationAdminPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <SessionDetail key={id} id={id} />;
}

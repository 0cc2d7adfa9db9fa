import { CommerceOrderDetail } from '@/features/commerce-admin/order-detail';

/** /admin/orders/{id}: the order, its next step (tracking, video) and refunds. */
export default async function OrderAdminPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return <CommerceOrderDetail key={id} id={id} />;
}

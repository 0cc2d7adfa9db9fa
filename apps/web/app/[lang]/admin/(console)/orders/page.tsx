import { CommerceOrdersList } from '@/features/commerce-admin/orders-list';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

/** /admin/orders: shop orders and pooja bookings (the layout has checked the admin). */
export default function OrdersAdminPage() {
  return <CommerceOrdersList />;
}

import { StockAdmin } from '@/features/commerce-admin/stock';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

/** /admin/shop-stock: variants and their stock. */
export default function StockAdminPage() {
  return <StockAdmin />;
}

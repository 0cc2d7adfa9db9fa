import { serverApiGet } from '@/features/api/server';
import { StockAdmin } from '@/features/commerce-admin/stock';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

/** /admin/shop-stock: variants and their stock, new variants (products themselves are content: /admin/content/products). */
export default async function StockAdminPage() {
  const res = await serverApiGet<{ data: Array<{ id: string; title: string }> }>('/api/get_products?limit=100');
  return <StockAdmin products={(res.body?.data ?? []).map((p) => ({ id: p.id, title: p.title }))} />;
}

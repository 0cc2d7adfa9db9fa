import { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import { contentItems, sql } from '@nakshatra/db';

/**
 * The shop catalogue's own filters on GET /api/get_products: a price range in rupees (the lowest price of the
 * product's variants on sale, or the catalogue price of a product without variants) and "in stock" (a variant on
 * sale with a unit nobody holds).
 */
const rupees = (what: string) => z.coerce.number({ error: `${what} must be a whole number of rupees.` }).int(`${what} must be a whole number of rupees.`).min(0, `${what} cannot be negative.`).max(10_000_000).optional();
export const shopFilterSchema = {
  min_price: rupees('min_price').describe('products from this price (rupees)'),
  max_price: rupees('max_price').describe('products up to this price (rupees)'),
  in_stock: z.enum(['true'], { error: 'in_stock can only be true.' }).optional().describe('only products with a unit in stock'),
};
export type ShopFilters = { min_price?: number; max_price?: number; in_stock?: 'true' };

const fromPrice = sql`coalesce((select min(v.price_paise) from product_variants v where v.product_id = ${contentItems.id} and v.active), (${contentItems.data}->>'pricePaise')::bigint)`;

export function shopFilterSql(f: ShopFilters): SQL | undefined {
  const conds: SQL[] = [];
  if (f.min_price != null) conds.push(sql`${fromPrice} >= ${f.min_price * 100}`);
  if (f.max_price != null) conds.push(sql`${fromPrice} <= ${f.max_price * 100}`);
  if (f.in_stock) conds.push(sql`exists (select 1 from product_variants v where v.product_id = ${contentItems.id} and v.active and v.stock - v.reserved > 0)`);
  return conds.length ? sql.join(conds, sql` and `) : undefined;
}

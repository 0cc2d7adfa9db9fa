import { z } from 'zod';
import { defineContentType, imageUrlSchema } from '../define';

/** The display side of shop products (gemstones, rudraksha, yantras); stock and orders live elsewhere. */
export const products = defineContentType({
  key: 'products',
  label: { en: 'Product', hi: 'उत्पाद', enPlural: 'Products', hiPlural: 'उत्पाद' },
  segment: 'products',
  fields: z.object({
    /** shown price in paise (₹1 = 100) */
    pricePaise: z.number().int().min(0),
    /** the struck-through price, if any */
    mrpPaise: z.number().int().min(0).optional(),
    images: z.array(imageUrlSchema).max(12).optional(),
    sku: z.string().trim().max(40).optional(),
  }),
  translated: ['title', 'summary', 'body'],
  listFields: ['title', 'summary', 'image', 'pricePaise', 'mrpPaise'],
  api: { bySlug: 'get_single_product_by_slug' },
});

import { z } from 'zod';

/** The cart's request and reply shapes (the web's cart store reads the same field names). */

export const MAX_CART_LINES = 30;

const bilingual = z.object({ en: z.string(), hi: z.string().optional() });

/** Energisation details of a line: the devotee's name and gotra, nothing else. */
export const cartOptionsSchema = z
  .strictObject(
    {
      name: z.string({ error: 'The name for energisation must be text.' }).trim().max(80, 'The name for energisation is too long (at most 80 characters).').optional(),
      gotra: z.string({ error: 'The gotra must be text.' }).trim().max(80, 'The gotra is too long (at most 80 characters).').optional(),
    },
    { error: (iss) => (iss.code === 'unrecognized_keys' ? 'Only a name and a gotra can be given for energisation.' : undefined) },
  )
  .nullish()
  .describe('energisation details, only for variants that offer energisation; null clears them, leaving it out keeps them');
export type CartOptions = z.infer<typeof cartOptionsSchema>;

const quantity = (max: number) =>
  z.number({ error: 'The quantity must be a whole number.' }).int('The quantity must be a whole number.').max(max, 'The quantity is too large.');

export const setLineBodySchema = z.object({
  quantity: quantity(1000).min(0, 'The quantity cannot be negative.').describe('0 removes the line'),
  options: cartOptionsSchema,
});

export const mergeBodySchema = z.object({
  items: z
    .array(z.object({
      variant_id: z.string({ error: 'Each item needs a variant_id.' }).max(100, 'A variant_id is too long.'),
      quantity: quantity(100_000).min(1, 'Each item’s quantity must be at least 1.'),
      options: cartOptionsSchema,
    }), { error: 'Send items: a list of { variant_id, quantity }.' })
    .max(200, 'Too many items to merge at once (at most 200).'),
});

export const lineStatusSchema = z.enum(['ok', 'limited', 'out_of_stock', 'inactive']).describe(
  'ok; limited: more than can be bought now (see max_quantity); out_of_stock; inactive: no longer sold',
);
export type LineStatus = z.infer<typeof lineStatusSchema>;

export const cartLineSchema = z.object({
  variant_id: z.string(),
  product_id: z.string().nullable(),
  sku: z.string().nullable(),
  label: bilingual,
  title: bilingual,
  slug: z.string().nullable(),
  image: z.string().nullable(),
  /** price of one unit, GST included, from the server's own rows */
  unit_paise: z.number(),
  mrp_paise: z.number().nullable(),
  quantity: z.number(),
  /** stock less what unpaid orders hold */
  available: z.number(),
  max_per_order: z.number(),
  /** what this line can hold now: min(max_per_order, available) */
  max_quantity: z.number(),
  line_total_paise: z.number(),
  energisation: z.boolean(),
  ships_abroad: z.boolean(),
  options: z.object({ name: z.string().optional(), gotra: z.string().optional() }).nullable(),
  status: lineStatusSchema,
  /** a sentence for a line that cannot be bought as it is, else null */
  problem: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  items: z.array(cartLineSchema),
  /** units in the cart, every line */
  count: z.number(),
  /** total of the lines that can be bought as they are (status ok), GST included, before delivery and coupons */
  subtotal_paise: z.number(),
  /** true when the cart has lines and every one can be bought as it is */
  can_checkout: z.boolean(),
  max_lines: z.number(),
});
export type Cart = z.infer<typeof cartSchema>;

export const mergeResultSchema = cartSchema.extend({
  skipped: z.array(z.object({
    variant_id: z.string(),
    reason: z.enum(['unknown', 'inactive', 'out_of_stock', 'cart_full']),
    message: z.string(),
  })).describe('items of the browser cart that were not taken, with why'),
  adjusted: z.array(z.object({
    variant_id: z.string(),
    reason: z.enum(['max_per_order', 'stock', 'options_not_offered']),
    quantity: z.number().describe('what the line holds now'),
    message: z.string(),
  })).describe('items taken with a lower quantity, or without their energisation details'),
});
export type MergeResult = z.infer<typeof mergeResultSchema>;

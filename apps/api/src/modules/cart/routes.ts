import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session.js';
import { clearCart, removeCartLine, setCartLine } from './change-cart.js';
import { mergeCart } from './merge-cart.js';
import { readCart } from './read-cart.js';
import { cartSchema, MAX_CART_LINES, mergeBodySchema, mergeResultSchema, setLineBodySchema } from './schemas.js';

const tags = ['cart'];
const security = [{ session: [] }];
const variantParams = z.object({ variantId: z.string().uuid('That is not a valid item id.') });
const ok = <T extends z.ZodTypeAny>(data: T) => z.object({ status: z.number(), data });

/** The signed-in user's cart of product variants; every change answers the whole cart, priced by the server. */
export async function cartRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = app.ctx;
  const cartOf = (userId: string) => readCart(db, userId, clock.now());

  r.get('/api/cart', {
    schema: {
      tags, security, summary: 'Your cart: lines priced by the server, stock left, limits, subtotal',
      description: 'Lines that cannot be bought as they are stay in the cart with `status` (limited, out_of_stock, inactive) and a `problem` sentence; the subtotal counts only lines that can.',
      response: { 200: ok(cartSchema) },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      return { status: 200, data: await cartOf(me.id) };
    },
  });

  r.put('/api/cart/items/:variantId', {
    schema: {
      tags, security, summary: 'Set how many of a variant your cart holds (0 removes it)',
      description: 'The quantity must be within the variant’s per-order limit (400 `quantity_limit`) and the stock left (409 `sold_out`, with `details.available`). ' +
        `Energisation details (name, gotra) only for variants that offer it. At most ${MAX_CART_LINES} different items.`,
      params: variantParams, body: setLineBodySchema, response: { 200: ok(cartSchema) },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      await setCartLine(db, me.id, req.params.variantId, req.body.quantity, req.body.options, clock.now());
      return { status: 200, data: await cartOf(me.id) };
    },
  });

  r.delete('/api/cart/items/:variantId', {
    schema: { tags, security, summary: 'Take a variant out of your cart', params: variantParams, response: { 200: ok(cartSchema) } },
    handler: async (req) => {
      const me = await requireUser(req);
      await removeCartLine(db, me.id, req.params.variantId);
      return { status: 200, data: await cartOf(me.id) };
    },
  });

  r.post('/api/cart/merge', {
    schema: {
      tags, security, summary: 'Merge the signed-out browser cart into yours (at sign-in)',
      description: 'Quantities of the same variant add up, then are lowered to the per-order limit and the stock left (reported in `adjusted`). ' +
        'Unknown, no longer sold and out-of-stock variants, and new lines beyond the limit, are reported in `skipped`; the rest is merged.',
      body: mergeBodySchema, response: { 200: ok(mergeResultSchema) },
    },
    handler: async (req) => {
      const me = await requireUser(req);
      const outcome = await mergeCart(db, me.id, req.body.items, clock.now());
      return { status: 200, data: { ...(await cartOf(me.id)), ...outcome } };
    },
  });

  r.delete('/api/cart', {
    schema: { tags, security, summary: 'Empty your cart', response: { 200: ok(cartSchema) } },
    handler: async (req) => {
      const me = await requireUser(req);
      await clearCart(db, me.id);
      return { status: 200, data: await cartOf(me.id) };
    },
  });
}

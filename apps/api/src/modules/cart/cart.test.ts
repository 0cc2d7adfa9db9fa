import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, contentItems, eq, productVariants } from '@nakshatra/db';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { signedInUser } from '../wallet/testing.js';
import { readCart } from './read-cart.js';

type U = Awaited<ReturnType<typeof signedInUser>>;
type Line = { variant_id: string; quantity: number; status: string; problem: string | null; line_total_paise: number; available: number; max_quantity: number };

describe('cart', () => {
  const clock = manualClock(new Date('2026-11-20T06:00:00Z'));
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => { t = await build({ clock }); });
  afterAll(async () => { await t.close(); });

  const db = () => t.app.ctx.db;
  /** A published product with one variant, inserted directly. */
  async function variant(opts: { price?: number; stock?: number; reserved?: number; max?: number; energisation?: boolean; active?: boolean; status?: string } = {}) {
    const n = ++seq;
    const [p] = await db().insert(contentItems).values({
      type: 'products', slug: `cart-product-${n}`, status: opts.status ?? 'published', publishAt: new Date('2026-01-01T00:00:00Z'),
      i18n: { title: { en: `Rudraksha ${String(n).padStart(3, '0')}`, hi: `रुद्राक्ष ${n}` } }, data: { pricePaise: opts.price ?? 1_000_00, images: [`/upload/images/r${n}.webp`] },
    }).returning();
    const [v] = await db().insert(productVariants).values({
      productId: p.id, sku: `CART-${n}`, label: { en: '5 mukhi', hi: '5 मुखी' }, pricePaise: opts.price ?? 1_000_00, hsn: '7117',
      stock: opts.stock ?? 10, reserved: opts.reserved ?? 0, maxPerOrder: opts.max ?? 5, energisation: opts.energisation ?? false, active: opts.active ?? true,
    }).returning();
    return v;
  }
  const put = (u: U, id: string, payload: object) => t.app.inject({ method: 'PUT', url: `/api/cart/items/${id}`, cookies: u.cookies, payload });
  const cart = async (u: U) => (await t.app.inject({ method: 'GET', url: '/api/cart', cookies: u.cookies })).json().data;
  const merge = (u: U, items: object[]) => t.app.inject({ method: 'POST', url: '/api/cart/merge', cookies: u.cookies, payload: { items } });
  const lineOf = (c: { items: Line[] }, id: string) => c.items.find((l) => l.variant_id === id);

  it('prices lines from the server’s rows: label, product, unit price, stock left, line totals and subtotal', async () => {
    const u = await signedInUser(t.app);
    const a = await variant({ price: 520_00, stock: 10, reserved: 3 });
    const b = await variant({ price: 99_50 });
    expect((await put(u, a.id, { quantity: 2, price_paise: 1 })).statusCode).toBe(200);
    const res = await put(u, b.id, { quantity: 3 });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data;
    expect(c.items).toHaveLength(2);
    expect(lineOf(c, a.id)).toMatchObject({
      sku: a.sku, label: { en: '5 mukhi', hi: '5 मुखी' }, title: { en: expect.stringMatching(/^Rudraksha/) }, slug: expect.stringMatching(/^cart-product-/),
      image: expect.stringMatching(/^\/upload\/images\//), unit_paise: 520_00, quantity: 2, available: 7, max_per_order: 5, max_quantity: 5,
      line_total_paise: 1_040_00, status: 'ok', problem: null,
    });
    expect(c).toMatchObject({ count: 5, subtotal_paise: 1_040_00 + 298_50, can_checkout: true, max_lines: 30 });
    // the same from readCart, for the checkout
    expect(await readCart(db(), u.user.id, clock.now())).toEqual(c);
    // a changed price shows at once: the cart never keeps prices of its own
    await db().update(productVariants).set({ pricePaise: 500_00 }).where(eq(productVariants.id, a.id));
    expect(lineOf(await cart(u), a.id)?.line_total_paise).toBe(1_000_00);
  });

  it('refuses quantities beyond the per-order limit or the stock left, with a sentence', async () => {
    const u = await signedInUser(t.app);
    const v = await variant({ stock: 10, reserved: 7, max: 5 });
    const overLimit = await put(u, v.id, { quantity: 6 });
    expect(overLimit.statusCode).toBe(400);
    expect(overLimit.json().error).toMatchObject({ code: 'quantity_limit', message: `You can buy at most 5 of “Rudraksha ${String(seq).padStart(3, '0')} (5 mukhi)” in one order.` });
    const overStock = await put(u, v.id, { quantity: 4 });
    expect(overStock.statusCode).toBe(409);
    expect(overStock.json().error).toMatchObject({ code: 'sold_out', details: { available: 3 } });
    expect(overStock.json().error.message).toMatch(/^Only 3 of “Rudraksha \d+ \(5 mukhi\)” are left; please choose 3 or fewer\.$/);
    expect((await put(u, v.id, { quantity: 3 })).statusCode).toBe(200);
    const none = await variant({ stock: 2, reserved: 2 });
    expect((await put(u, none.id, { quantity: 1 })).json().error.message).toMatch(/” is out of stock\.$/);
    for (const [body, message] of [
      [{ quantity: 1.5 }, 'The quantity must be a whole number.'],
      [{ quantity: -1 }, 'The quantity cannot be negative.'],
      [{}, 'The quantity must be a whole number.'],
    ] as const) {
      const res = await put(u, v.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await put(u, randomUUID(), { quantity: 1 })).statusCode).toBe(404);
    expect((await put(u, 'nope', { quantity: 1 })).json().error.message).toBe('That is not a valid item id.');
    expect((await cart(u)).items.map((l: Line) => [l.variant_id, l.quantity])).toEqual([[v.id, 3]]);
  });

  it('takes energisation details only for variants that offer it, only name and gotra, at most 80 characters', async () => {
    const u = await signedInUser(t.app);
    const plain = await variant();
    const energised = await variant({ energisation: true });
    const no = await put(u, plain.id, { quantity: 1, options: { name: 'Asha', gotra: 'Kashyap' } });
    expect(no.statusCode).toBe(400);
    expect(no.json().error.message).toMatch(/is not offered with energisation, so it takes no name or gotra\.$/);
    const extra = await put(u, energised.id, { quantity: 1, options: { name: 'Asha', star: 'Rohini' } });
    expect(extra.json().error.message).toBe('Only a name and a gotra can be given for energisation.');
    const long = await put(u, energised.id, { quantity: 1, options: { gotra: 'K'.repeat(81) } });
    expect(long.json().error.message).toBe('The gotra is too long (at most 80 characters).');
    const yes = await put(u, energised.id, { quantity: 1, options: { name: ' Asha Verma ', gotra: 'Kashyap' } });
    expect(lineOf(yes.json().data, energised.id)).toMatchObject({ options: { name: 'Asha Verma', gotra: 'Kashyap' }, energisation: true });
    // a quantity change without options keeps them; null clears them
    expect(lineOf((await put(u, energised.id, { quantity: 2 })).json().data, energised.id)).toMatchObject({ quantity: 2, options: { name: 'Asha Verma', gotra: 'Kashyap' } });
    expect(lineOf((await put(u, energised.id, { quantity: 2, options: null })).json().data, energised.id)).toMatchObject({ options: null });
    // empty details are no details: a plain variant accepts them
    expect((await put(u, plain.id, { quantity: 1, options: { name: '', gotra: ' ' } })).statusCode).toBe(200);
  });

  it('removes lines with quantity 0 or DELETE, and empties the cart', async () => {
    const u = await signedInUser(t.app);
    const [a, b, c] = [await variant(), await variant(), await variant()];
    for (const v of [a, b, c]) await put(u, v.id, { quantity: 1 });
    expect((await put(u, a.id, { quantity: 0 })).json().data.items).toHaveLength(2);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${b.id}`, cookies: u.cookies });
    expect(del.json().data.items.map((l: Line) => l.variant_id)).toEqual([c.id]);
    // removing what is not there is not an error
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${b.id}`, cookies: u.cookies })).statusCode).toBe(200);
    const emptied = await t.app.inject({ method: 'DELETE', url: '/api/cart', cookies: u.cookies });
    expect(emptied.json().data).toMatchObject({ items: [], count: 0, subtotal_paise: 0, can_checkout: false });
  });

  it('flags lines that became inactive, unpublished, out of stock or short, instead of dropping them', async () => {
    const u = await signedInUser(t.app);
    const [inactive, unpublished, gone, short, fine] = [await variant(), await variant(), await variant(), await variant({ stock: 10 }), await variant({ price: 250_00 })];
    for (const v of [inactive, unpublished, gone, short, fine]) expect((await put(u, v.id, { quantity: 4 })).statusCode).toBe(200);
    await db().update(productVariants).set({ active: false }).where(eq(productVariants.id, inactive.id));
    await db().update(contentItems).set({ status: 'draft' }).where(eq(contentItems.id, unpublished.productId));
    await db().update(productVariants).set({ reserved: 10 }).where(eq(productVariants.id, gone.id));
    await db().update(productVariants).set({ stock: 2 }).where(eq(productVariants.id, short.id));
    const c = await cart(u);
    expect(c.items).toHaveLength(5);
    expect(lineOf(c, inactive.id)).toMatchObject({ status: 'inactive', problem: 'This item is no longer sold; please remove it from your cart.' });
    expect(lineOf(c, unpublished.id)).toMatchObject({ status: 'inactive' });
    expect(lineOf(c, gone.id)).toMatchObject({ status: 'out_of_stock', available: 0, problem: 'This item is out of stock; please remove it or come back later.' });
    expect(lineOf(c, short.id)).toMatchObject({ status: 'limited', available: 2, max_quantity: 2, problem: 'Only 2 left; please lower the quantity to 2.' });
    expect(lineOf(c, fine.id)).toMatchObject({ status: 'ok', problem: null });
    expect(c).toMatchObject({ count: 20, subtotal_paise: 4 * 250_00, can_checkout: false });
    // an inactive line cannot be raised, but can be removed
    expect((await put(u, inactive.id, { quantity: 1 })).json().error.code).toBe('sold_out');
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${inactive.id}`, cookies: u.cookies })).json().data.items).toHaveLength(4);
  });

  it('merges the browser cart: quantities add up, then clamp to the per-order limit and the stock; bad lines are skipped with a reason', async () => {
    const u = await signedInUser(t.app);
    const both = await variant({ stock: 20, max: 5 });
    const scarce = await variant({ stock: 5, reserved: 2, max: 5 });
    const fresh = await variant({ energisation: true });
    const plain = await variant();
    const off = await variant({ active: false });
    const empty = await variant({ stock: 0 });
    await put(u, both.id, { quantity: 3 });
    const unknown = randomUUID();
    const res = await merge(u, [
      { variant_id: both.id, quantity: 2 },
      { variant_id: both.id, quantity: 2 },
      { variant_id: scarce.id, quantity: 4 },
      { variant_id: fresh.id, quantity: 1, options: { name: 'Asha', gotra: 'Kashyap' } },
      { variant_id: plain.id, quantity: 1, options: { name: 'Asha' } },
      { variant_id: off.id, quantity: 1 },
      { variant_id: empty.id, quantity: 1 },
      { variant_id: unknown, quantity: 1 },
      { variant_id: 'stale-id-from-an-old-build', quantity: 1 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    const q = (id: string) => lineOf(data, id)?.quantity;
    expect([q(both.id), q(scarce.id), q(fresh.id), q(plain.id)]).toEqual([5, 3, 1, 1]);
    expect(lineOf(data, fresh.id)).toMatchObject({ options: { name: 'Asha', gotra: 'Kashyap' } });
    expect(lineOf(data, plain.id)).toMatchObject({ options: null });
    expect(data.items).toHaveLength(4);
    expect(data.skipped.map((s: { variant_id: string; reason: string }) => [s.variant_id, s.reason]).sort()).toEqual([
      [empty.id, 'out_of_stock'], [off.id, 'inactive'], ['stale-id-from-an-old-build', 'unknown'], [unknown, 'unknown'],
    ].sort());
    expect(data.adjusted.map((a: { variant_id: string; reason: string; quantity: number }) => [a.variant_id, a.reason, a.quantity]).sort()).toEqual([
      [both.id, 'max_per_order', 5], [plain.id, 'options_not_offered', 1], [scarce.id, 'stock', 3],
    ].sort());
    expect(data.adjusted.find((a: { reason: string }) => a.reason === 'stock').message).toMatch(/^Only 3 of “.+” are left, so your cart holds 3\.$/);
    // merging the same again adds nothing beyond the limits
    const again = (await merge(u, [{ variant_id: both.id, quantity: 1 }])).json().data;
    expect(lineOf(again, both.id)?.quantity).toBe(5);
    expect((await merge(u, [])).statusCode).toBe(200);
    const bad = await merge(u, [{ variant_id: both.id, quantity: 0 }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('Each item’s quantity must be at least 1.');
  });

  it('holds at most 30 different items, in PUT and in merge', async () => {
    const u = await signedInUser(t.app);
    const vs = [];
    for (let i = 0; i < 35; i++) vs.push(await variant());
    await db().insert(cartItems).values(vs.slice(0, 10).map((v) => ({ userId: u.user.id, variantId: v.id, quantity: 1 })));
    // 24 new lines at once for the last 20 places: exactly 20 fit
    const contenders = vs.slice(10, 34);
    const racing = await Promise.all(contenders.map((v) => put(u, v.id, { quantity: 1 })));
    expect(racing.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(racing.filter((r) => r.statusCode === 409)).toHaveLength(4);
    const loser = contenders[racing.findIndex((r) => r.statusCode === 409)];
    expect((await db().select().from(cartItems).where(eq(cartItems.userId, u.user.id))).length).toBe(30);
    const full = await put(u, loser.id, { quantity: 1 });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe('Your cart can hold at most 30 different items; please remove one or place an order first.');
    // a line already in the cart can still change
    expect((await put(u, vs[0].id, { quantity: 2 })).statusCode).toBe(200);
    const merged = (await merge(u, [{ variant_id: vs[34].id, quantity: 1 }, { variant_id: vs[1].id, quantity: 1 }])).json().data;
    expect(merged.items).toHaveLength(30);
    expect(merged.skipped).toEqual([{ variant_id: vs[34].id, reason: 'cart_full', message: expect.stringMatching(/^Your cart can hold at most 30 different items/) }]);
    expect(lineOf(merged, vs[1].id)?.quantity).toBe(2);
  });

  it('nobody reads or changes another user’s cart, and a signed-out caller gets 401', async () => {
    const a = await signedInUser(t.app);
    const b = await signedInUser(t.app);
    const v = await variant();
    await put(a, v.id, { quantity: 2 });
    expect((await cart(b)).items).toEqual([]);
    await t.app.inject({ method: 'DELETE', url: `/api/cart/items/${v.id}`, cookies: b.cookies });
    await t.app.inject({ method: 'DELETE', url: '/api/cart', cookies: b.cookies });
    expect((await cart(a)).items.map((l: Line) => l.quantity)).toEqual([2]);
    for (const [method, url] of [['GET', '/api/cart'], ['PUT', `/api/cart/items/${v.id}`], ['DELETE', '/api/cart'], ['POST', '/api/cart/merge']] as const)
      expect((await t.app.inject({ method, url, payload: method === 'PUT' || method === 'POST' ? { quantity: 1, items: [] } : undefined })).statusCode).toBe(401);
  });
});

import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, cartItems, contentItems, coupons, eq, ledgerOperations, orders, poojaSlots, productVariants, sandboxPayments, stockMovements, walletHolds } from '@nakshatra/db';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { balanceDrift, ledgerTotals } from '../wallet/ledger.js';
import { adjustWallet } from '../wallet/spend.js';
import { signedInUser } from '../wallet/testing.js';
import { razorpayPaymentEvent } from '../payments/webhook-event.js';
import { expireOrders } from './checkout.js';
import { processRefunds } from './settle.js';

type U = Awaited<ReturnType<typeof signedInUser>>;

describe('one checkout for the shop and pooja booking', () => {
  const clock = manualClock(new Date('2026-11-20T06:00:00Z'));
  let t: TestApp;
  let seq = 0;
  beforeAll(async () => { t = await build({ clock, env: { HOLD_SWEEP_SECONDS: '0' } }); });
  afterAll(async () => { await t.close(); });

  const db = () => t.app.ctx.db;
  async function product(opts: { price: number; stock: number; gstBp?: number; max?: number }) {
    const n = ++seq;
    const [p] = await db().insert(contentItems).values({
      type: 'products', slug: `test-product-${n}`, status: 'published', publishAt: new Date('2026-01-01T00:00:00Z'),
      i18n: { title: { en: `Test rudraksha ${n}`, hi: `परीक्षण रुद्राक्ष ${n}` } }, data: { pricePaise: opts.price },
    }).returning();
    const [v] = await db().insert(productVariants).values({
      productId: p.id, sku: `TEST-${n}`, label: { en: '5 mukhi', hi: '5 मुखी' }, pricePaise: opts.price, gstRateBp: opts.gstBp ?? 300, hsn: '7117', stock: opts.stock, maxPerOrder: opts.max ?? 5,
    }).returning();
    return { product: p, variant: v };
  }
  async function buyer(walletPaise = 0): Promise<U & { addressId: string }> {
    const u = await signedInUser(t.app);
    if (walletPaise) await adjustWallet(db(), { userId: u.user.id, amountPaise: walletPaise, account: 'real', reason: 'test money', key: `test-money:${u.user.id}`, actorUserId: u.user.id });
    const [a] = await db().insert(addresses).values({ userId: u.user.id, name: 'Asha Verma', phone: '9876543210', line1: '12 MG Road', city: 'Bengaluru', district: 'Bangalore', state: 'Karnataka', postalCode: '560001', country: 'IN', isDefault: true }).returning();
    return { ...u, addressId: a.id };
  }
  const checkout = (u: U & { addressId: string }, items: Array<{ variant_id: string; quantity: number }>, extra: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/shop/checkout', cookies: u.cookies, payload: { items, address_id: u.addressId, ...extra } });
  const orderOf = async (u: U, id: string) => (await t.app.inject({ method: 'GET', url: `/api/orders/${id}`, cookies: u.cookies })).json().data;
  const wallet = async (u: U) => (await t.app.inject({ method: 'GET', url: `/api/get_single_wallet/${u.user.id}`, cookies: u.cookies })).json().data.balances;
  const variantRow = async (id: string) => (await db().select().from(productVariants).where(eq(productVariants.id, id)))[0];
  // signed with node's createHmac, as the gateway would
  const deliver = (event: object) => {
    const body = JSON.stringify(event);
    const headers = { 'content-type': 'application/json', 'x-razorpay-signature': createHmac('sha256', t.app.payments.webhookSecret).update(body).digest('hex') };
    return t.app.inject({ method: 'POST', url: '/api/payments/webhook', headers, payload: body });
  };
  /** What the sandbox gateway does when the buyer pays: its own record, then the signed webhook. */
  async function gatewayPays(o: { gateway_order_id: string; gateway_paise: number }, id = `pay_test_${++seq}`) {
    await db().insert(sandboxPayments).values({ id, gatewayOrderId: o.gateway_order_id, amountPaise: o.gateway_paise, currency: 'INR', status: 'captured', createdAt: clock.now() });
    return razorpayPaymentEvent('payment.captured', { id, orderId: o.gateway_order_id, amountPaise: o.gateway_paise, currency: 'INR', status: 'captured', createdAt: clock.now() });
  }
  async function ledgerConsistent() {
    expect((await ledgerTotals(db())).sum_paise).toBe(0);
    expect(await balanceDrift(db())).toEqual([]);
  }

  it('the wallet pays an order in full: stock sold, invoice, GST inside the price, free delivery over the threshold', async () => {
    const { variant } = await product({ price: 520_00, stock: 10, gstBp: 300 });
    const u = await buyer(3_000_00);
    const res = await checkout(u, [{ variant_id: variant.id, quantity: 2 }]);
    expect(res.statusCode, res.body).toBe(200);
    const placed = res.json().data;
    expect(placed).toMatchObject({ status: 'paid', total_paise: 1_040_00, wallet_paise: 1_040_00, gateway_paise: 0, checkout: null });
    const o = await orderOf(u, placed.order_id);
    expect(o).toMatchObject({ kind: 'product', status: 'paid', fulfilment: 'paid', total_paise: 1_040_00 });
    // 3% GST inside ₹1,040: 1,040 × 3 / 103 = ₹30.29
    expect(o.gst_paise).toBe(30_29);
    expect(o.invoice_number).toMatch(/^NK\d{4}-\d{6}$/);
    expect(o.details).toMatchObject({ delivery_paise: 0, ship_to: { postal_code: '560001', state: 'Karnataka' } });
    expect(o.events.map((e: { status: string }) => e.status)).toEqual(['placed', 'paid']);
    expect(await variantRow(variant.id)).toMatchObject({ stock: 8, reserved: 0 });
    expect(await wallet(u)).toMatchObject({ real_paise: 1_960_00 });
    // below the threshold, delivery is charged
    const small = await checkout(u, [{ variant_id: variant.id, quantity: 1 }]);
    expect(small.json().data.total_paise).toBe(520_00 + 99_00);
    // without items the signed-in cart is bought, and its lines leave the cart once paid
    await db().insert(cartItems).values({ userId: u.user.id, variantId: variant.id, quantity: 1 });
    const fromCart = await t.app.inject({ method: 'POST', url: '/api/shop/checkout', cookies: u.cookies, payload: { address_id: u.addressId } });
    expect(fromCart.json().data).toMatchObject({ status: 'paid', total_paise: 520_00 + 99_00 });
    expect(await db().select().from(cartItems).where(eq(cartItems.userId, u.user.id))).toEqual([]);
    await ledgerConsistent();
  });

  it('a wallet-paid order is placed and paid in one transaction (one debit, no hold); a sold-out line leaves no trace', async () => {
    const a = await product({ price: 200_00, stock: 5 });
    const b = await product({ price: 300_00, stock: 1 });
    const u = await buyer(2_000_00);
    const placed = (await checkout(u, [{ variant_id: a.variant.id, quantity: 1 }, { variant_id: b.variant.id, quantity: 1 }])).json().data;
    expect(placed).toMatchObject({ status: 'paid', wallet_paise: 500_00 + 99_00, gateway_paise: 0 });
    const [o] = await db().select().from(orders).where(eq(orders.id, placed.order_id));
    expect(o).toMatchObject({ holdId: null, expiresAt: null, status: 'paid' });
    expect(await db().select().from(walletHolds).where(eq(walletHolds.userId, u.user.id))).toEqual([]);
    const ops = await db().select().from(ledgerOperations).where(eq(ledgerOperations.reference, o.id));
    expect(ops.map((op) => op.kind).sort()).toEqual(['debit', 'order_payment']);
    const debit = ops.find((op) => op.kind === 'debit')!;
    expect(debit).toMatchObject({ userId: u.user.id, amountPaise: 599_00, category: 'shop' });
    // the order points at its wallet debit, which a cancellation gives back
    expect(o.reference).toBe(debit.id);
    expect((await db().select().from(stockMovements).where(eq(stockMovements.orderId, o.id))).map((m) => m.delta).sort()).toEqual([-1, -1]);
    // b is sold out now: an order of a and b is refused as a whole, and nothing of it remains
    const before = await wallet(u);
    const mine = (await db().select().from(orders).where(eq(orders.userId, u.user.id))).length;
    const res = await checkout(u, [{ variant_id: a.variant.id, quantity: 2 }, { variant_id: b.variant.id, quantity: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'sold_out', message: expect.stringMatching(/sold out/) });
    expect(await wallet(u)).toEqual(before);
    expect(await db().select().from(orders).where(eq(orders.userId, u.user.id))).toHaveLength(mine);
    expect(await variantRow(a.variant.id)).toMatchObject({ stock: 4, reserved: 0 });
    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${o.id}/cancel`, cookies: u.cookies, payload: { reason: 'Ordered by mistake' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await wallet(u)).toMatchObject({ real_paise: before.real_paise + 599_00 });
    expect(await variantRow(b.variant.id)).toMatchObject({ stock: 1, reserved: 0 });
    await ledgerConsistent();
  });

  it('wallet first, the gateway for the rest: a capture delivered 5 times pays the order once', async () => {
    const { variant } = await product({ price: 1_000_00, stock: 3 });
    const u = await buyer(300_00);
    const placed = (await checkout(u, [{ variant_id: variant.id, quantity: 1 }])).json().data;
    expect(placed).toMatchObject({ status: 'pending', total_paise: 1_000_00, wallet_paise: 300_00, gateway_paise: 700_00, gateway: 'sandbox' });
    expect(placed.checkout).toEqual({ type: 'redirect', url: `/api/payments/sandbox/checkout/${placed.order_id}` });
    // the wallet part is held (not free to spend elsewhere), not yet spent, until the order is paid
    expect(await wallet(u)).toMatchObject({ real_paise: 0, held_paise: 300_00 });
    expect(await variantRow(variant.id)).toMatchObject({ stock: 3, reserved: 1 });
    const event = await gatewayPays(placed);
    const results = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(results.map((r) => r.json().data.outcome).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'paid']);
    const o = await orderOf(u, placed.order_id);
    expect(o).toMatchObject({ status: 'paid', wallet_paise: 300_00, gateway_paise: 700_00 });
    expect(await wallet(u)).toMatchObject({ real_paise: 0, held_paise: 0 });
    expect(await variantRow(variant.id)).toMatchObject({ stock: 2, reserved: 0 });
    // a capture of the wrong amount for another order is refused and flagged, not credited
    const placed2 = (await checkout(await buyer(), [{ variant_id: variant.id, quantity: 1 }])).json().data;
    const wrong = razorpayPaymentEvent('payment.captured', { id: 'pay_wrong_amount', orderId: placed2.gateway_order_id, amountPaise: 1_00, currency: 'INR', status: 'captured', createdAt: clock.now() });
    expect((await deliver(wrong)).json().data.outcome).toBe('refused');
    await ledgerConsistent();
  });

  it('50 buyers race for 10 units: exactly 10 orders, 40 clear “sold out” answers, stock 0, ledger and gateway agree', async () => {
    const { variant } = await product({ price: 250_00, stock: 10 });
    const buyers = await Promise.all(Array.from({ length: 50 }, (_, i) => buyer(i % 2 ? 1_000_00 : 0)));
    const results = await Promise.all(buyers.map((u) => checkout(u, [{ variant_id: variant.id, quantity: 1 }])));
    const won = results.filter((r) => r.statusCode === 200);
    const lost = results.filter((r) => r.statusCode !== 200);
    expect(won).toHaveLength(10);
    expect(lost).toHaveLength(40);
    for (const r of lost) {
      expect(r.statusCode).toBe(409);
      expect(r.json().error).toMatchObject({ code: 'sold_out', message: expect.stringMatching(/sold out/) });
    }
    // the ones that go through the gateway pay now
    for (const r of won) {
      const placed = r.json().data;
      if (placed.status === 'pending') expect((await deliver(await gatewayPays(placed))).json().data.outcome).toBe('paid');
    }
    const paid = await db().select().from(orders).where(eq(orders.status, 'paid'));
    const mine = [];
    for (const r of won) mine.push(paid.find((o) => o.id === r.json().data.order_id));
    expect(mine.every(Boolean)).toBe(true);
    expect(await variantRow(variant.id)).toMatchObject({ stock: 0, reserved: 0 });
    // the gateway collected exactly the gateway parts of these orders
    const viaGateway = mine.reduce((s, o) => s + o!.gatewayPaise, 0);
    const collected = await db().select().from(sandboxPayments);
    const ids = new Set(mine.map((o) => o!.gatewayOrderId));
    expect(collected.filter((p) => ids.has(p.gatewayOrderId)).reduce((s, p) => s + p.amountPaise, 0)).toBe(viaGateway);
    await ledgerConsistent();
  });

  it('an unpaid order expires: stock and wallet hold go back; its late payment is refunded by itself with a message', async () => {
    const { variant } = await product({ price: 800_00, stock: 1 });
    const u = await buyer(100_00);
    const placed = (await checkout(u, [{ variant_id: variant.id, quantity: 1 }])).json().data;
    expect(placed.gateway_paise).toBe(700_00 + 99_00);
    // someone else finds it sold out meanwhile
    expect((await checkout(await buyer(), [{ variant_id: variant.id, quantity: 1 }])).statusCode).toBe(409);
    clock.advance(16 * 60_000);
    expect(await expireOrders(db(), clock.now())).toBeGreaterThanOrEqual(1);
    expect((await orderOf(u, placed.order_id)).status).toBe('expired');
    expect(await variantRow(variant.id)).toMatchObject({ stock: 1, reserved: 0 });
    expect(await wallet(u)).toMatchObject({ real_paise: 100_00, held_paise: 0 });
    const [hold] = await db().select().from(walletHolds).where(eq(walletHolds.reference, placed.order_id));
    expect(hold.status).toBe('voided');
    // the bank confirms late
    const late = await gatewayPays(placed);
    expect((await deliver(late)).json().data.outcome).toBe('late_refund');
    expect((await deliver(late)).json().data.outcome).toBe('duplicate');
    expect(await processRefunds(db(), t.app.payments.gateway, clock.now())).toBe(1);
    expect(await processRefunds(db(), t.app.payments.gateway, clock.now())).toBe(0);
    const o = await orderOf(u, placed.order_id);
    expect(o.status).toBe('refunded');
    expect(o.refunds).toEqual([expect.objectContaining({ amount_paise: 799_00, mode: 'to_source', status: 'processed' })]);
    expect(o.events.map((e: { note: string }) => e.note).join(' ')).toMatch(/arrived after this order’s reservation had ended.*refunded to your original payment method/);
    const [sbx] = await db().select().from(sandboxPayments).where(eq(sandboxPayments.gatewayOrderId, placed.gateway_order_id));
    expect(sbx).toMatchObject({ status: 'refunded', refundedPaise: 799_00 });
    // the unit was never taken
    expect(await variantRow(variant.id)).toMatchObject({ stock: 1, reserved: 0 });
    await ledgerConsistent();
  });

  it('the last seats of a pooja slot go to exactly as many bookings; the rest are told it is full', async () => {
    const [pooja] = await db().insert(contentItems).values({
      type: 'pooja', slug: `test-pooja-${++seq}`, status: 'published', publishAt: new Date('2026-01-01T00:00:00Z'),
      i18n: { title: { en: 'Rudrabhishek', hi: 'रुद्राभिषेक' } }, data: { pricePaise: 1_100_00 },
    }).returning();
    const [slot] = await db().insert(poojaSlots).values({ poojaId: pooja.id, startsAt: new Date(clock.now().getTime() + 3 * 86_400_000), capacity: 3 }).returning();
    const opts = (await t.app.inject({ method: 'GET', url: `/api/pooja/${pooja.slug}/booking-options` })).json().data;
    expect(opts.slots).toEqual([expect.objectContaining({ id: slot.id, free: 3, state: 'open' })]);
    expect(opts.packages).toEqual([expect.objectContaining({ code: 'individual', price_paise: 1_100_00 })]);
    const people = await Promise.all(Array.from({ length: 20 }, () => buyer(2_000_00)));
    const results = await Promise.all(people.map((u) => t.app.inject({
      method: 'POST', url: `/api/pooja/${pooja.slug}/book`, cookies: u.cookies,
      payload: { slot_id: slot.id, package_code: 'individual', participants: [{ name: 'Asha Verma', gotra: 'Kashyap', relation: 'self' }], sankalp: 'For the good health of the family' },
    })));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const full = results.filter((r) => r.statusCode !== 200);
    expect(full).toHaveLength(17);
    for (const r of full) expect(r.json().error).toMatchObject({ code: 'sold_out', message: 'Sorry, this pooja slot is full. Please choose another date.' });
    const [after] = await db().select().from(poojaSlots).where(eq(poojaSlots.id, slot.id));
    expect(after).toMatchObject({ booked: 3, reserved: 0 });
    const again = (await t.app.inject({ method: 'GET', url: `/api/pooja/${pooja.slug}/booking-options` })).json().data;
    expect(again.slots[0]).toMatchObject({ free: 0, state: 'full' });
    // too many participants for the package
    const big = await t.app.inject({ method: 'POST', url: `/api/pooja/${pooja.slug}/book`, cookies: people[0].cookies, payload: { slot_id: slot.id, package_code: 'individual', participants: [{ name: 'A B' }, { name: 'C D' }], sankalp: 'Peace' } });
    expect(big.statusCode).toBe(400);
    expect(big.json().error.message).toMatch(/includes 1 participant/);
    await ledgerConsistent();
  });

  it('the catalogue filters by price (the lowest variant on sale) and by stock', async () => {
    const cheap = await product({ price: 150_00, stock: 0 });
    const dear = await product({ price: 5_000_00, stock: 2 });
    const slugs = async (qs: string) => ((await t.app.inject({ method: 'GET', url: `/api/get_products?limit=100&${qs}` })).json().data as Array<{ slug: string }>).map((i) => i.slug);
    const inRange = await slugs('min_price=100&max_price=200');
    expect(inRange).toContain(cheap.product.slug);
    expect(inRange).not.toContain(dear.product.slug);
    const stocked = await slugs('in_stock=true&min_price=100');
    expect(stocked).toContain(dear.product.slug);
    expect(stocked).not.toContain(cheap.product.slug);
    const bad = await t.app.inject({ method: 'GET', url: '/api/get_products?min_price=abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/min_price must be a whole number of rupees/);
  });

  it('nobody reads or cancels another user’s order; bad quantities get a sentence', async () => {
    const { variant } = await product({ price: 300_00, stock: 20, max: 3 });
    const a = await buyer(1_000_00);
    const b = await buyer(1_000_00);
    const placed = (await checkout(a, [{ variant_id: variant.id, quantity: 1 }])).json().data;
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${placed.order_id}`, cookies: b.cookies })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/orders/${placed.order_id}/cancel`, cookies: b.cookies, payload: {} })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/orders/${placed.order_id}` })).statusCode).toBe(401);
    // b cannot ship to a's address
    const other = await t.app.inject({ method: 'POST', url: '/api/shop/checkout', cookies: b.cookies, payload: { items: [{ variant_id: variant.id, quantity: 1 }], address_id: a.addressId } });
    expect(other.statusCode).toBe(404);
    const tooMany = await checkout(a, [{ variant_id: variant.id, quantity: 4 }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({ code: 'quantity_limit', message: 'You can buy at most 3 of “Test rudraksha ' + (seq) + ' (5 mukhi)” in one order.' });
    const zero = await checkout(a, [{ variant_id: variant.id, quantity: 0 }]);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.message).toMatch(/at least 1/);
    const unknown = await checkout(a, [{ variant_id: '00000000-0000-4000-8000-000000000000', quantity: 1 }]);
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().error.message).toMatch(/no longer sold/);
    // a client-sent price is not part of the request at all: an extra field changes nothing
    const priced = await checkout(a, [{ variant_id: variant.id, quantity: 1, price_paise: 1 } as never]);
    expect(priced.json().data.total_paise).toBe(300_00 + 99_00);
  });

  it('a customer cancels before shipping: the wallet part returns to the wallet, the online part to the payment, stock back', async () => {
    const { variant } = await product({ price: 1_200_00, stock: 5 });
    const u = await buyer(200_00);
    const placed = (await checkout(u, [{ variant_id: variant.id, quantity: 1 }])).json().data;
    await deliver(await gatewayPays(placed));
    expect(await variantRow(variant.id)).toMatchObject({ stock: 4 });
    const cancel = await t.app.inject({ method: 'POST', url: `/api/orders/${placed.order_id}/cancel`, cookies: u.cookies, payload: { reason: 'Ordered by mistake' } });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().data).toMatchObject({ status: 'refunded', fulfilment: 'cancelled', refunded_paise: 1_200_00 });
    // twice is refused
    const again = await t.app.inject({ method: 'POST', url: `/api/orders/${placed.order_id}/cancel`, cookies: u.cookies, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(await wallet(u)).toMatchObject({ real_paise: 200_00, held_paise: 0 });
    expect(await variantRow(variant.id)).toMatchObject({ stock: 5, reserved: 0 });
    expect(await processRefunds(db(), t.app.payments.gateway, clock.now())).toBe(1);
    const o = await orderOf(u, placed.order_id);
    expect(o.refunds.map((r: { mode: string; amount_paise: number; status: string }) => [r.mode, r.amount_paise, r.status]).sort()).toEqual([['to_source', 1_000_00, 'processed'], ['to_wallet', 200_00, 'processed']]);
    await ledgerConsistent();
  });

  it('a coupon takes its discount once per user and is given back when the order expires unpaid', async () => {
    const { variant } = await product({ price: 1_000_00, stock: 10 });
    await db().insert(coupons).values({ code: `SAVE10X${seq}`, kind: 'percent', value: 1000, perUserLimit: 1, maxUses: 100 });
    const code = `save10x${seq}`;
    const u = await buyer(0);
    // the quote shows the server's figures first, and says why a coupon does not apply
    const quote = await t.app.inject({ method: 'POST', url: '/api/shop/quote', cookies: u.cookies, payload: { items: [{ variant_id: variant.id, quantity: 1 }], address_id: u.addressId, coupon: code } });
    expect(quote.json().data).toMatchObject({ subtotal_paise: 1_000_00, discount_paise: 100_00, delivery_paise: 99_00, total_paise: 999_00, coupon_error: null });
    const badQuote = await t.app.inject({ method: 'POST', url: '/api/shop/quote', cookies: u.cookies, payload: { items: [{ variant_id: variant.id, quantity: 1 }], coupon: 'NOPE1' } });
    expect(badQuote.json().data).toMatchObject({ discount_paise: 0, total_paise: 1_000_00, coupon_error: 'The coupon code NOPE1 does not exist.' });
    const first = (await checkout(u, [{ variant_id: variant.id, quantity: 1 }], { coupon: code })).json().data;
    expect(first).toMatchObject({ discount_paise: 100_00, total_paise: 900_00 + 99_00 });
    const second = await checkout(u, [{ variant_id: variant.id, quantity: 1 }], { coupon: code });
    expect(second.statusCode).toBe(400);
    expect(second.json().error).toMatchObject({ code: 'coupon_invalid', message: `You have already used the coupon ${code.toUpperCase()}.` });
    clock.advance(20 * 60_000);
    await expireOrders(db(), clock.now());
    const third = await checkout(u, [{ variant_id: variant.id, quantity: 1 }], { coupon: code });
    expect(third.statusCode, third.body).toBe(200);
    const bad = await checkout(u, [{ variant_id: variant.id, quantity: 1 }], { coupon: 'NOSUCHCODE' });
    expect(bad.json().error.message).toBe('The coupon code NOSUCHCODE does not exist.');
  });
});

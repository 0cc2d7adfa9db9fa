import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, contentItems, eq, poojaSlots, productVariants, stockMovements } from '@nakshatra/db';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { balanceDrift, ledgerTotals } from '../wallet/ledger.js';
import { adjustWallet } from '../wallet/spend.js';
import { signedInUser } from '../wallet/testing.js';
import { sendOrderNotices } from './notices.js';

describe('admin: fulfilment, refunds, stock, schedule, coupons, CSV', () => {
  const clock = manualClock(new Date('2026-11-20T06:00:00Z'));
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await build({ clock, env: { HOLD_SWEEP_SECONDS: '0' } });
    admin = await signedInUser(t.app, 'admin');
  });
  afterAll(async () => { await t.close(); });
  const db = () => t.app.ctx.db;
  const as = (u: { cookies: Record<string, string> }, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.app.inject({ method, url, cookies: u.cookies, ...(payload ? { payload } : {}) });

  async function paidOrder(stock = 5) {
    const [p] = await db().insert(contentItems).values({ type: 'products', slug: `admin-test-${Date.now()}-${Math.random()}`, status: 'published', publishAt: new Date('2026-01-01'), i18n: { title: { en: 'Brass diya', hi: 'पीतल दीया' } }, data: { pricePaise: 700_00 } }).returning();
    const [v] = await db().insert(productVariants).values({ productId: p.id, sku: `DIYA-${Math.random().toString(36).slice(2, 8)}`, label: { en: 'Standard' }, pricePaise: 700_00, gstRateBp: 1200, hsn: '7418', stock }).returning();
    const u = await signedInUser(t.app);
    await adjustWallet(db(), { userId: u.user.id, amountPaise: 5_000_00, account: 'real', reason: 'test', key: `t:${u.user.id}`, actorUserId: admin.user.id });
    const [a] = await db().insert(addresses).values({ userId: u.user.id, name: 'Ravi Kumar', phone: '9812345678', line1: '4 Park Street', city: 'Kolkata', state: 'West Bengal', postalCode: '700016', country: 'IN' }).returning();
    const res = await as(u, 'POST', '/api/shop/checkout', { items: [{ variant_id: v.id, quantity: 2 }], address_id: a.id });
    expect(res.statusCode, res.body).toBe(200);
    return { u, v, orderId: res.json().data.order_id as string };
  }

  it('only admins reach the admin routes', async () => {
    const u = await signedInUser(t.app);
    for (const [m, url] of [['GET', '/api/admin/orders'], ['GET', '/api/admin/orders.csv'], ['GET', '/api/admin/shop/variants'], ['GET', '/api/admin/coupons']] as const) {
      expect((await as(u, m, url)).statusCode, url).toBe(403);
      expect((await t.app.inject({ method: m, url })).statusCode, url).toBe(401);
    }
  });

  it('ships an order with a tracking number; the customer sees each step; steps go in order only', async () => {
    const { u, orderId } = await paidOrder();
    const skip = await as(admin, 'POST', `/api/admin/orders/${orderId}/fulfilment`, { status: 'delivered' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.message).toBe('From “paid” the order can go to: packed, shipped.');
    const noTracking = await as(admin, 'POST', `/api/admin/orders/${orderId}/fulfilment`, { status: 'shipped' });
    expect(noTracking.statusCode).toBe(400);
    expect(noTracking.json().error.message).toMatch(/courier’s name and the tracking number/);
    expect((await as(admin, 'POST', `/api/admin/orders/${orderId}/fulfilment`, { status: 'packed' })).statusCode).toBe(200);
    const shipped = await as(admin, 'POST', `/api/admin/orders/${orderId}/fulfilment`, { status: 'shipped', courier: 'India Post', tracking_number: 'EE123456789IN', tracking_url: 'https://www.indiapost.gov.in/track?id=EE123456789IN' });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const o = (await as(u, 'GET', `/api/orders/${orderId}`)).json().data;
    expect(o.fulfilment).toBe('shipped');
    expect(o.details.tracking).toEqual({ courier: 'India Post', number: 'EE123456789IN', url: 'https://www.indiapost.gov.in/track?id=EE123456789IN' });
    expect(o.events.map((e: { status: string }) => e.status)).toEqual(['placed', 'paid', 'packed', 'shipped']);
    // shipped: the customer can no longer cancel
    const cancel = await as(u, 'POST', `/api/orders/${orderId}/cancel`, {});
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().error.message).toMatch(/already shipped/);
    // the list filters by fulfilment and finds it by invoice number
    const list = (await as(admin, 'GET', `/api/admin/orders?fulfilment=shipped&q=${o.invoice_number}`)).json().data;
    expect(list.items.map((i: { id: string }) => i.id)).toEqual([orderId]);
  });

  it('refunds part of an order to the wallet and exports orders as CSV', async () => {
    const { u, orderId } = await paidOrder();
    const before = (await as(u, 'GET', `/api/get_single_wallet/${u.user.id}`)).json().data.balances.real_paise;
    const part = await as(admin, 'POST', `/api/admin/orders/${orderId}/refund`, { amount_paise: 300_00, refund_to: 'wallet', reason: 'One diya arrived dented' });
    expect(part.statusCode, part.body).toBe(200);
    const after = (await as(u, 'GET', `/api/get_single_wallet/${u.user.id}`)).json().data.balances.real_paise;
    expect(after - before).toBe(300_00);
    const o = (await as(u, 'GET', `/api/orders/${orderId}`)).json().data;
    expect(o).toMatchObject({ status: 'partially_refunded', refunded_paise: 300_00 });
    const tooMuch = await as(admin, 'POST', `/api/admin/orders/${orderId}/refund`, { amount_paise: o.total_paise, refund_to: 'wallet', reason: 'Everything' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error.message).toBe(`At most ₹${((o.total_paise - 300_00) / 100).toFixed(2)} of this order can be refunded.`);
    // the GST invoice: the owner's (and an admin's), nobody else's
    const pdf = await as(u, 'GET', `/api/orders/${orderId}/invoice.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.headers['content-disposition']).toContain(`${o.invoice_number}.pdf`);
    expect((await as(admin, 'GET', `/api/orders/${orderId}/invoice.pdf`)).statusCode).toBe(200);
    expect((await as(await signedInUser(t.app), 'GET', `/api/orders/${orderId}/invoice.pdf`)).statusCode).toBe(404);
    const csv = await as(admin, 'GET', '/api/admin/orders.csv?kind=product');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = csv.body.trim().split('\r\n');
    expect(rows[0]).toMatch(/^order_id,created_at,kind,status,fulfilment,invoice_number/);
    expect(rows.find((r) => r.startsWith(orderId))).toMatch(/partially_refunded.*Brass diya · Standard.*,2,700\.00,1400\.00,12,150\.00,1400\.00,300\.00$/);
    expect((await ledgerTotals(db())).sum_paise).toBe(0);
    expect(await balanceDrift(db())).toEqual([]);
  });

  it('adjusts stock with a reason, never below what unpaid orders hold; lists low stock', async () => {
    const { v } = await paidOrder(3);
    const down = await as(admin, 'POST', `/api/admin/shop/variants/${v.id}/stock`, { delta: -5, reason: 'Breakage' });
    expect(down.statusCode).toBe(400);
    expect(down.json().error.message).toMatch(/cannot go below/);
    const up = await as(admin, 'POST', `/api/admin/shop/variants/${v.id}/stock`, { delta: 10, reason: 'New consignment' });
    expect(up.json().data).toMatchObject({ stock: 11, available: 11 });
    const moves = await db().select().from(stockMovements).where(eq(stockMovements.variantId, v.id));
    expect(moves.map((m) => [m.reason, m.delta]).sort()).toEqual([['adjustment', 10], ['sale', -2]]);
    const low = (await as(admin, 'GET', '/api/admin/shop/variants?low_stock=1')).json().data;
    expect(low.some((x: { id: string }) => x.id === v.id)).toBe(false);
  });

  it('schedules slots, refuses capacity below seats taken, and keeps coupons valid', async () => {
    const [p] = await db().insert(contentItems).values({ type: 'pooja', slug: `admin-pooja-${Date.now()}`, status: 'published', publishAt: new Date('2026-01-01'), i18n: { title: { en: 'Ganesh puja' } }, data: { pricePaise: 1_100_00 } }).returning();
    const slot = await as(admin, 'POST', `/api/admin/pooja/${p.id}/slots`, { starts_at: '2026-12-02T08:00:00+05:30', capacity: 2, reason: { en: 'Wednesday' } });
    expect(slot.statusCode, slot.body).toBe(200);
    const past = await as(admin, 'POST', `/api/admin/pooja/${p.id}/slots`, { starts_at: '2026-01-02T08:00:00+05:30', capacity: 2 });
    expect(past.json().error.message).toBe('A slot must start in the future.');
    await db().update(poojaSlots).set({ booked: 2 }).where(eq(poojaSlots.id, slot.json().data.id));
    const shrink = await as(admin, 'PUT', `/api/admin/pooja/slots/${slot.json().data.id}`, { capacity: 1 });
    expect(shrink.json().error.message).toBe('The capacity cannot be below the 2 seats already taken.');
    await as(admin, 'POST', `/api/admin/pooja/${p.id}/blackouts`, { date: '2026-12-02', note: 'Temple closed' });
    const opts = (await t.app.inject({ method: 'GET', url: `/api/pooja/${p.slug}/booking-options` })).json().data;
    expect(opts.slots).toEqual([]);
    // a booking on another slot shows on the day's list and sankalp sheet
    const [slot2] = await db().insert(poojaSlots).values({ poojaId: p.id, startsAt: new Date('2026-12-03T02:30:00Z'), capacity: 5 }).returning();
    const devotee = await signedInUser(t.app);
    await adjustWallet(db(), { userId: devotee.user.id, amountPaise: 2_000_00, account: 'real', reason: 'test', key: `t:${devotee.user.id}`, actorUserId: admin.user.id });
    const booked = await as(devotee, 'POST', `/api/pooja/${p.slug}/book`, { slot_id: slot2.id, package_code: 'individual', participants: [{ name: 'Meera Joshi', gotra: 'Bharadwaj', relation: 'self' }], sankalp: 'For success in studies' });
    expect(booked.statusCode, booked.body).toBe(200);
    const day = (await as(admin, 'GET', '/api/admin/pooja/bookings?date=2026-12-03')).json().data;
    expect(day).toEqual([expect.objectContaining({ order_id: booked.json().data.order_id, participants: [{ name: 'Meera Joshi', gotra: 'Bharadwaj', relation: 'self' }], sankalp: 'For success in studies' })]);
    const sheet = await as(admin, 'GET', '/api/admin/pooja/sankalp-sheet.pdf?date=2026-12-03');
    expect(sheet.headers['content-type']).toBe('application/pdf');
    expect(sheet.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // the devotee is told once that the payment arrived, and reminded once the day before
    const notices = async (at = clock.now()) => sendOrderNotices(db(), { sms: t.app.ctx.sms, mailer: t.app.ctx.mailer }, at);
    expect((await notices()).paid).toBeGreaterThanOrEqual(1);
    expect(await notices()).toEqual({ paid: 0, reminders: 0 });
    const dayBefore = new Date('2026-12-02T08:30:00Z'); // 2 Dec, 14:00 IST: the pooja is tomorrow at 08:00
    expect(await notices(dayBefore)).toEqual({ paid: 0, reminders: 1 });
    expect(await notices(dayBefore)).toEqual({ paid: 0, reminders: 0 });
    const sms = t.app.ctx.outbox!.list(devotee.user.phone!).map((e) => e.text);
    expect(sms).toEqual([expect.stringMatching(/^Nakshatra reminder: your pooja \(Ganesh puja\) is on 3 Dec 2026, 8:00\s?am IST/), expect.stringMatching(/^Nakshatra: payment of Rs\. 1100\.00 received for your pooja booking/)]);
    // the pandit performs it and the video is posted; the devotee sees it
    const orderId = booked.json().data.order_id;
    for (const status of ['confirmed', 'performed']) expect((await as(admin, 'POST', `/api/admin/orders/${orderId}/fulfilment`, { status })).statusCode).toBe(200);
    const noVideo = await as(admin, 'POST', `/api/admin/orders/${orderId}/fulfilment`, { status: 'video_available' });
    expect(noVideo.json().error.message).toBe('Please upload the pooja video or give its link first.');
    expect((await as(admin, 'POST', `/api/admin/orders/${orderId}/fulfilment`, { status: 'video_available', video_url: '/upload/video/pooja-proof.mp4' })).statusCode).toBe(200);
    expect((await as(devotee, 'GET', `/api/orders/${orderId}`)).json().data).toMatchObject({ fulfilment: 'video_available', details: { video_url: '/upload/video/pooja-proof.mp4' } });
    const badCoupon = await as(admin, 'PUT', '/api/admin/coupons/HALF', { code: 'HALF', kind: 'percent', value: 20_000 });
    expect(badCoupon.statusCode).toBe(400);
    const coupon = await as(admin, 'PUT', '/api/admin/coupons/diwali', { code: 'diwali', kind: 'fixed', value: 100_00, min_order_paise: 500_00 });
    expect(coupon.json().data).toMatchObject({ code: 'DIWALI', kind: 'fixed', value: 100_00 });
  });
});

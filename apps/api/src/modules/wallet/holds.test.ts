import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { walletBalances } from './balances.js';
import { expireHolds } from './holds.js';
import { balanceDrift, ledgerTotals } from './ledger.js';
import { adjustWallet } from './spend.js';
import { signedInUser } from './testing.js';

const TOKEN = 'internal-token-for-holds-0123456789abcdef';

describe('wallet holds and server-side debits', () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => { t = await build({ clock, env: { INTERNAL_API_TOKEN: TOKEN, HOLD_SWEEP_SECONDS: '0' } }); });
  afterAll(async () => { await t.close(); });
  const svc = (url: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${TOKEN}` }, ...(payload ? { payload } : {}) });

  async function funded(realPaise: number, promoPaise = 0) {
    const u = await signedInUser(t.app);
    await adjustWallet(t.app.ctx.db, { userId: u.user.id, amountPaise: realPaise, account: 'real', reason: 'seed', key: `seed:${u.user.id}:r`, actorUserId: u.user.id });
    if (promoPaise) await adjustWallet(t.app.ctx.db, { userId: u.user.id, amountPaise: promoPaise, account: 'promotional', reason: 'seed', key: `seed:${u.user.id}:p`, actorUserId: u.user.id });
    return u;
  }

  it('reserves, posts part with an astrologer share and releases the rest', async () => {
    const u = await funded(10_000, 1_000);
    const astro = await signedInUser(t.app, 'astrologer');
    const hold = (await svc('/api/wallet/holds', { user_id: u.user.id, amount_paise: 10_500, idempotency_key: 'hold-consult-0001', category: 'consultation', expires_in_seconds: 600 })).json().data;
    expect(hold).toMatchObject({ status: 'pending', real_paise: 10_000, promotional_paise: 500 });
    expect((await walletBalances(t.app.ctx.db, u.user.id)).total_paise).toBe(500);
    // what is held cannot be spent elsewhere
    const debit = await svc('/api/create_transaction', { type: 'debit', user_id: u.user.id, amount_paise: 600, idempotency_key: 'debit-while-held-1', category: 'gift', description: 'Gift' });
    expect(debit.statusCode).toBe(402);
    expect(debit.json().error.message).toMatch(/balance is too low/);
    const posted = await svc(`/api/wallet/holds/${hold.id}/post`, { amount_paise: 7_000, astrologer_id: astro.user.id, astrologer_share_paise: 4_200 });
    expect(posted.json().data).toMatchObject({ status: 'posted', posted_paise: 7_000 });
    expect((await svc(`/api/wallet/holds/${hold.id}/post`, { amount_paise: 7_000 })).statusCode).toBe(200); // retry: unchanged
    expect((await svc(`/api/wallet/holds/${hold.id}/void`)).statusCode).toBe(409);
    expect(await walletBalances(t.app.ctx.db, u.user.id)).toMatchObject({ real_paise: 3_000, promotional_paise: 1_000, held_paise: 0 });
  });

  it('voids, and the server releases expired holds', async () => {
    const u = await funded(5_000);
    const a = (await svc('/api/wallet/holds', { user_id: u.user.id, amount_paise: 2_000, idempotency_key: 'hold-void-0001', category: 'call', expires_in_seconds: 600 })).json().data;
    const b = (await svc('/api/wallet/holds', { user_id: u.user.id, amount_paise: 3_000, idempotency_key: 'hold-expire-0001', category: 'booking', expires_in_seconds: 60 })).json().data;
    expect((await svc('/api/wallet/holds', { user_id: u.user.id, amount_paise: 1, idempotency_key: 'hold-too-much-01', category: 'call' })).statusCode).toBe(402);
    expect((await svc(`/api/wallet/holds/${a.id}/void`)).json().data.status).toBe('voided');
    clock.advance(61_000);
    expect(await expireHolds(t.app.ctx.db, clock.now())).toBeGreaterThanOrEqual(1);
    expect((await svc(`/api/wallet/holds/${b.id}/post`, { amount_paise: 100 })).statusCode).toBe(409);
    expect(await walletBalances(t.app.ctx.db, u.user.id)).toMatchObject({ real_paise: 5_000, held_paise: 0 });
  });

  it('refunds a debit to the wallet once, never more than was debited, and keeps the ledger balanced', async () => {
    const u = await funded(1_000, 500);
    const admin = await signedInUser(t.app, 'admin');
    const d = (await svc('/api/create_transaction', { type: 'debit', user_id: u.user.id, amount_paise: 1_200, idempotency_key: 'debit-to-refund-1', category: 'product', description: 'Rudraksha' })).json().data;
    expect(d).toMatchObject({ real_paise: 1_000, promotional_paise: 200, replayed: false });
    const again = (await svc('/api/create_transaction', { type: 'debit', user_id: u.user.id, amount_paise: 1_200, idempotency_key: 'debit-to-refund-1', category: 'product', description: 'Rudraksha' })).json().data;
    expect(again).toMatchObject({ transaction_id: d.transaction_id, replayed: true });
    const reuse = await svc('/api/create_transaction', { type: 'debit', user_id: u.user.id, amount_paise: 1, idempotency_key: 'debit-to-refund-1', category: 'product', description: 'x' });
    expect(reuse.statusCode).toBe(409);
    const order = (await svc('/api/create_order_history', { user_id: u.user.id, kind: 'product', status: 'paid', amount_paise: 1_200, description: 'Rudraksha', reference: d.transaction_id })).json().data;
    const r1 = await t.app.inject({ method: 'POST', url: '/api/admin/wallet/refunds', cookies: admin.cookies, payload: { order_id: order.id, mode: 'to_wallet', amount_paise: 900, reason: 'Item arrived damaged' } });
    expect(r1.statusCode).toBe(200);
    expect(await walletBalances(t.app.ctx.db, u.user.id)).toMatchObject({ real_paise: 900, promotional_paise: 300 });
    const r2 = await t.app.inject({ method: 'POST', url: '/api/admin/wallet/refunds', cookies: admin.cookies, payload: { order_id: order.id, mode: 'to_wallet', amount_paise: 400, reason: 'More than is left' } });
    expect(r2.statusCode).toBe(409);
    const hist = (await t.app.inject({ method: 'GET', url: '/api/get_order_history?kind=product', cookies: u.cookies })).json().data;
    expect(hist.items[0]).toMatchObject({ status: 'partially_refunded', refunded_paise: 900 });
    const w = (await t.app.inject({ method: 'GET', url: `/api/get_single_wallet/${u.user.id}?direction=debit`, cookies: u.cookies })).json().data;
    expect(w.transactions.items.map((i: { kind: string }) => i.kind)).toEqual(['debit']);
    expect((await t.app.inject({ method: 'GET', url: `/api/get_single_wallet/${admin.user.id}`, cookies: u.cookies })).statusCode).toBe(403);
    expect((await ledgerTotals(t.app.ctx.db)).sum_paise).toBe(0);
    expect(await balanceDrift(t.app.ctx.db)).toEqual([]);
  });
});

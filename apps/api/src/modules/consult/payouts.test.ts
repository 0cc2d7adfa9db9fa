import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { tick } from './meter.js';
import { call, earningsOf, expectBalancedLedger, intake, setup } from './test-helpers.js';

let t: TestApp;
let clock: ReturnType<typeof manualClock>;
beforeAll(async () => { clock = manualClock(); t = await build({ clock, env: { CONSULT_TICK_MS: '0' } }); });
afterAll(async () => t.close());

describe('earnings and payouts', () => {
  it('earnings follow the paid minutes; a payout moves them out and back on rejection, audited and ledgered', async () => {
    const s = await setup(t, { price: 5_000, balance: 200_000 });
    const id = (await call(t, s.user.cookies, 'POST', '/api/create_chat_session', { astrologer_id: s.astro.id, mode: 'chat', intake })).json().data.id;
    await call(t, s.astro.cookies, 'POST', `/api/consult/sessions/${id}/accept`);
    await call(t, s.astro.cookies, 'POST', '/api/create_message', { session_id: id, client_id: 'astro-000001', text: 'Namaste' });
    for (let m = 0; m < 19; m++) { clock.advance(60_000); await tick(t.app.consult, id, clock.now()); }
    const ended = (await call(t, s.user.cookies, 'POST', `/api/consult/sessions/${id}/end`)).json().data;
    expect(ended).toMatchObject({ billed_minutes: 20, charged_paise: 100_000 });
    expect(await earningsOf(t, s.astro.userId)).toBe(60_000);

    const e = (await call(t, s.astro.cookies, 'GET', '/api/astrologer/me/earnings')).json().data;
    expect(e).toMatchObject({ available_paise: 60_000, pending_payout_paise: 0, share_percent: 60 });
    expect(e.entries).toHaveLength(20);
    expect(e.entries.every((x: { session_id: string }) => x.session_id === id)).toBe(true);

    const tooSmall = await call(t, s.astro.cookies, 'POST', '/api/astrologer/me/payouts', { amount_paise: 10_000 });
    expect(tooSmall.statusCode).toBe(400);
    const tooBig = await call(t, s.astro.cookies, 'POST', '/api/astrologer/me/payouts', { amount_paise: 60_001 });
    expect(tooBig.json().error.message).toBe('You can ask for at most ₹600.00, your earnings not yet paid out.');
    const p1 = (await call(t, s.astro.cookies, 'POST', '/api/astrologer/me/payouts', { amount_paise: 50_000 })).json().data;
    expect(await earningsOf(t, s.astro.userId)).toBe(10_000);
    expect((await call(t, s.astro.cookies, 'GET', '/api/astrologer/me/earnings')).json().data).toMatchObject({ available_paise: 10_000, pending_payout_paise: 50_000, balance_paise: 60_000 });

    const rejected = await call(t, s.adminCookies, 'POST', `/api/admin/payouts/${p1.id}/reject`, { reason: 'The IFSC on file does not match the bank.' });
    expect(rejected.json().data.status).toBe('rejected');
    expect(await earningsOf(t, s.astro.userId)).toBe(60_000);
    clock.advance(1_000);
    const p2 = (await call(t, s.astro.cookies, 'POST', '/api/astrologer/me/payouts', { amount_paise: 55_000 })).json().data;
    const paid = await call(t, s.adminCookies, 'POST', `/api/admin/payouts/${p2.id}/paid`, { reference: 'UTR2026112200123' });
    expect(paid.json().data).toMatchObject({ status: 'paid', reference: 'UTR2026112200123' });
    const twice = await call(t, s.adminCookies, 'POST', `/api/admin/payouts/${p2.id}/paid`, { reference: 'UTR2026112200123' });
    expect(twice.statusCode).toBe(409);
    expect(await earningsOf(t, s.astro.userId)).toBe(5_000);
    const mine = (await call(t, s.astro.cookies, 'GET', '/api/astrologer/me/payouts')).json().data;
    expect(mine.map((p: { status: string }) => p.status)).toEqual(['paid', 'rejected']);
    expect((await call(t, s.user.cookies, 'POST', `/api/admin/payouts/${p2.id}/paid`, { reference: 'x1234' })).statusCode).toBe(403);
    await expectBalancedLedger(t);
  });
});

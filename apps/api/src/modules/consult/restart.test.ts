import { afterAll, describe, expect, it } from 'vitest';
import { and, consultSessions, consultSettings, eq, like, walletHolds } from '@nakshatra/db';
import { build, manualClock, type TestApp } from '../../test/build.js';
import { markConnection } from './lifecycle.js';
import { tickAll } from './ticker.js';
import { balance, call, earningsOf, expectBalancedLedger, intake, setup } from './test-helpers.js';

const MIN = 60_000;
const opened: TestApp[] = [];
afterAll(async () => { for (const t of opened.reverse()) await t.close(); });

/** An API "process" on the shared database, with the meter ticking by itself (CONSULT_TICK_MS) and the boot recovery. */
async function boot(clock: ReturnType<typeof manualClock>, dbh?: TestApp['dbh']) {
  const t = await build({ clock, env: { CONSULT_TICK_MS: '20' }, dbh });
  opened.push(t);
  return t;
}
/** Resolves once the ticker has written its heartbeat for the clock's current time (what boot recovery reads). */
async function heartbeatAt(t: TestApp, now: Date) {
  for (let i = 0; i < 500; i++) {
    const [beat] = await t.app.ctx.db.select().from(consultSettings).where(eq(consultSettings.key, 'meter_heartbeat'));
    if ((beat?.value as { at?: string } | undefined)?.at === now.toISOString()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`no heartbeat for ${now.toISOString()}`);
}

async function runningChat(t: TestApp, clock: ReturnType<typeof manualClock>) {
  const s = await setup(t, { price: 1_000, balance: 20_000 });
  const id = (await call(t, s.user.cookies, 'POST', '/api/create_chat_session', { astrologer_id: s.astro.id, mode: 'chat', intake })).json().data.id as string;
  await call(t, s.astro.cookies, 'POST', `/api/consult/sessions/${id}/accept`);
  await call(t, s.astro.cookies, 'POST', '/api/create_message', { session_id: id, client_id: 'astro-first-1', text: 'Namaste' });
  // both sides connected (as their sockets would report)
  await markConnection(t.app.consult, id, 'user', true);
  await markConnection(t.app.consult, id, 'astrologer', true);
  clock.advance(70_000); // minute 1 charged, minute 2 held
  await tickAll(t.app.consult, clock.now());
  return { s, id };
}
const row = async (t: TestApp, id: string) => (await t.app.ctx.db.select().from(consultSessions).where(eq(consultSessions.id, id)))[0];

describe('the API stops mid-session', () => {
  it('downtime is not metered; the session resumes when both sides come back, and minutes are charged once', async () => {
    const clock = manualClock();
    const first = await boot(clock);
    const { s, id } = await runningChat(first, clock);
    expect((await row(first, id)).billedMinutes).toBe(2);
    await heartbeatAt(first, clock.now()); // the ticker has recorded that it was alive at this moment
    await first.app.close(); // the process is gone; its sockets with it

    clock.advance(45_000); // 45 s of downtime
    const second = await boot(clock, first.dbh); // boot recovery has run: build() awaits onReady
    let r = await row(second, id);
    expect(r.status).toBe('active');
    expect(r.meterResumedAt).toBeNull(); // paused at the last heartbeat
    const meteredAtStop = r.meterMs;
    expect(meteredAtStop).toBeGreaterThanOrEqual(70_000);
    expect(meteredAtStop).toBeLessThan(71_000);

    await markConnection(second.app.consult, id, 'user', true);
    await markConnection(second.app.consult, id, 'astrologer', true);
    r = await row(second, id);
    expect(r.meterResumedAt).not.toBeNull();
    clock.advance(MIN);
    await tickAll(second.app.consult, clock.now());
    expect((await row(second, id)).billedMinutes).toBe(3);
    const end = await call(second, s.user.cookies, 'POST', `/api/consult/sessions/${id}/end`);
    expect(end.json().data).toMatchObject({ status: 'ended', billed_minutes: 3, charged_paise: 3_000 });
    expect(await balance(second, s.user.user.id)).toBe(17_000);
    const holds = await second.app.ctx.db.select().from(walletHolds).where(like(walletHolds.idempotencyKey, `consult:${id}:m%`));
    expect(holds.map((h) => h.status).sort()).toEqual(['posted', 'posted', 'posted']);
    await expectBalancedLedger(second);
  });

  it('a long outage settles the session at boot: nothing charged for the downtime, nothing twice', async () => {
    const clock = manualClock(new Date('2026-03-02T06:00:00Z'));
    const first = await boot(clock);
    const { s, id } = await runningChat(first, clock);
    await heartbeatAt(first, clock.now());
    await first.app.close();

    clock.advance(10 * MIN); // down for 10 minutes
    const second = await boot(clock, first.dbh); // boot recovery has run: build() awaits onReady
    const r = await row(second, id);
    expect(r).toMatchObject({ status: 'ended', endReason: 'server_settled', billedMinutes: 2, chargedPaise: 2_000, refundedPaise: 0 });
    expect(await balance(second, s.user.user.id)).toBe(18_000);
    expect(await earningsOf(second, s.astro.userId)).toBe(1_200);
    const pending = await second.app.ctx.db.select().from(walletHolds).where(and(like(walletHolds.idempotencyKey, `consult:${id}:m%`), eq(walletHolds.status, 'pending')));
    expect(pending).toHaveLength(0);
    await expectBalancedLedger(second);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, ledgerAccounts, ledgerTransfers, like } from '@nakshatra/db';
import { build, type TestApp } from '../../test/build.js';
import { walletBalances } from './balances.js';
import { writeDebits, type PreparedDebit } from './debit-batch.js';
import { accountIds, balanceDrift, chart, ledgerTotals, REVENUE_SHARDS, revenueShard } from './ledger.js';
import { adjustWallet, debitWallet } from './spend.js';
import { signedInUser } from './testing.js';

describe('debits written in groups (group commit)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build({ env: { HOLD_SWEEP_SECONDS: '0' } }); });
  afterAll(async () => { await t.close(); });

  async function funded(realPaise: number, promoPaise = 0) {
    const { user } = await signedInUser(t.app);
    if (realPaise) await adjustWallet(t.app.ctx.db, { userId: user.id, amountPaise: realPaise, account: 'real', reason: 'seed', key: `seed:${user.id}:r`, actorUserId: user.id });
    if (promoPaise) await adjustWallet(t.app.ctx.db, { userId: user.id, amountPaise: promoPaise, account: 'promotional', reason: 'seed', key: `seed:${user.id}:p`, actorUserId: user.id });
    return user.id;
  }

  async function prepared(userId: string, key: string, amountPaise: number, astro?: { id: string; share: number }): Promise<PreparedDebit> {
    const specs = [chart.userReal(userId), chart.userPromo(userId), chart.revenue(userId)];
    if (astro) specs.push(chart.astrologerEarnings(astro.id));
    const [realId, promoId, revenueId, astroId] = await accountIds(t.app.ctx.db, specs);
    return {
      key, userId, amountPaise, fingerprint: JSON.stringify(['debit', userId, amountPaise, astro?.id ?? null, astro?.share ?? 0]), reference: null,
      description: 'Test minute', category: 'consultation', actorUserId: null, astrologerId: astro?.id ?? null, sharePaise: astro?.share ?? 0,
      realId, promoId, revenueId, astroId: astro ? astroId : null, realFirst: true,
    };
  }

  it('writes each debit of a group on its own terms: a wallet that cannot pay is refused alone', async () => {
    const rich = await funded(1_000, 200);
    const poor = await funded(100);
    const astrologer = (await signedInUser(t.app, 'astrologer')).user.id;
    const results = await writeDebits(t.app.ctx.db, [
      await prepared(rich, 'group-1-rich', 1_100, { id: astrologer, share: 600 }),
      await prepared(poor, 'group-1-poor', 150),
    ]);
    expect(results[0].op).not.toBeNull();
    expect(results[0]).toMatchObject({ realPaise: 1_000, promoPaise: 100 });
    expect(results[1]).toEqual({ op: null, ok: false });
    expect(await walletBalances(t.app.ctx.db, rich)).toMatchObject({ real_paise: 0, promotional_paise: 100 });
    expect(await walletBalances(t.app.ctx.db, poor)).toMatchObject({ real_paise: 100 });
    // the transfers are numbered per operation, as every operation's are
    const legs = await t.app.ctx.db.select().from(ledgerTransfers).where(like(ledgerTransfers.idempotencyKey, 'group-1-rich#%'));
    expect(legs.map((l) => [l.idempotencyKey, l.amountPaise]).sort()).toEqual([['group-1-rich#1', 1_000], ['group-1-rich#2', 100], ['group-1-rich#3', 600]]);
    const [earnings] = await t.app.ctx.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, chart.astrologerEarnings(astrologer).code));
    expect(Number(earnings.balancePaise)).toBe(600);
    // a key already applied writes nothing the second time
    const again = await writeDebits(t.app.ctx.db, [await prepared(rich, 'group-1-rich', 1_100, { id: astrologer, share: 600 })]);
    expect(again[0].op).toBeNull();
    expect(await balanceDrift(t.app.ctx.db)).toEqual([]);
    expect((await ledgerTotals(t.app.ctx.db)).sum_paise).toBe(0);
  });

  it('serves 40 simultaneous debits of one wallet that can pay 25 of them: exactly 25 pass', async () => {
    const user = await funded(2_500);
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => debitWallet(t.app.ctx.db, { userId: user, amountPaise: 100, key: `same-wallet-${user}-${i}`, category: 'gift', description: 'Gift' })));
    const passed = outcomes.filter((o) => o.status === 'fulfilled');
    expect(passed).toHaveLength(25);
    for (const o of outcomes) if (o.status === 'rejected') expect((o.reason as { statusCode: number }).statusCode).toBe(402);
    expect(await walletBalances(t.app.ctx.db, user)).toMatchObject({ real_paise: 0, total_paise: 0 });
    expect(await balanceDrift(t.app.ctx.db)).toEqual([]);
  });

  it('answers the same key sent 5 times at once with one debit and four replays', async () => {
    const user = await funded(1_000);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => debitWallet(t.app.ctx.db, { userId: user, amountPaise: 300, key: `five-copies-${user}`, category: 'gift', description: 'Gift' })));
    expect(outcomes.filter((o) => !o.replayed)).toHaveLength(1);
    expect(new Set(outcomes.map((o) => o.op.id)).size).toBe(1);
    expect(await walletBalances(t.app.ctx.db, user)).toMatchObject({ real_paise: 700 });
  });

  it('spreads platform revenue over shards by wallet, and the revenue total is their sum', async () => {
    const shards = new Set(Array.from({ length: 200 }, (_, i) => revenueShard(`00000000-0000-4000-8000-${String(i).padStart(12, '0')}`)));
    expect(shards.size).toBe(REVENUE_SHARDS);
    const totals = await ledgerTotals(t.app.ctx.db);
    const revenue = totals.by_kind.find((k) => k.kind === 'platform_revenue');
    // 1,100 + 25 × 100 + 300 debited above, less the astrologer's 600
    expect(revenue?.balance_paise).toBe(1_100 + 2_500 + 300 - 600);
  });
});

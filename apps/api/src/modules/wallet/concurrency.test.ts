import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, ledgerOperations } from '@nakshatra/db';
import { build, type TestApp } from '../../test/build.js';
import { walletBalances } from './balances.js';
import { balanceDrift, ledgerTotals } from './ledger.js';
import { adjustWallet } from './spend.js';
import { runBounded, signedInUser } from './testing.js';

const TOKEN = 'internal-token-for-tests-0123456789abcdef';
const WALLETS = 100;
// WALLET_TEST_DEBITS shortens the run while developing; the suite runs the full 10,000
const DEBITS = Number(process.env.WALLET_TEST_DEBITS ?? 10_000);
const COPIES = 3;

/** A small deterministic generator so a failure can be replayed. */
function rng(seed: number) {
  return () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
}

describe('10,000 concurrent debits over 100 wallets through the API', () => {
  let t: TestApp;
  beforeAll(async () => { t = await build({ env: { INTERNAL_API_TOKEN: TOKEN, RATE_LIMIT_PER_MINUTE: '100000000', HOLD_SWEEP_SECONDS: '0' } }); });
  afterAll(async () => { await t.close(); });

  it('never goes negative, never drifts, and applies each idempotency key once', async () => {
    const random = rng(42);
    const wallets: Array<{ id: string; initial: number }> = [];
    for (let i = 0; i < WALLETS; i++) {
      const { user } = await signedInUser(t.app);
      // scaled so that about 1.4× what the wallets hold is asked for, whatever DEBITS is
      const real = Math.ceil(((5_000 + Math.floor(random() * 10_000)) * DEBITS) / 10_000);
      const promo = Math.floor((random() * 2_000 * DEBITS) / 10_000);
      const admin = user.id; // any actor id will do for the seed credit
      await adjustWallet(t.app.ctx.db, { userId: user.id, amountPaise: real, account: 'real', reason: 'test seed', key: `seed:${user.id}:real`, actorUserId: admin });
      if (promo) await adjustWallet(t.app.ctx.db, { userId: user.id, amountPaise: promo, account: 'promotional', reason: 'test seed', key: `seed:${user.id}:promo`, actorUserId: admin });
      wallets.push({ id: user.id, initial: real + promo });
    }
    const debits = Array.from({ length: DEBITS }, (_, i) => ({
      key: `test-debit-${i}-${randomUUID()}`,
      userId: wallets[Math.floor(random() * WALLETS)].id,
      amount: 1 + Math.floor(random() * 300),
    }));
    const sends = debits.flatMap((d) => Array.from({ length: COPIES }, () => d));
    for (let i = sends.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [sends[i], sends[j]] = [sends[j], sends[i]];
    }
    const started = Date.now();
    const replies = await runBounded(sends.map((d) => async () => {
      const res = await t.app.inject({
        method: 'POST', url: '/api/create_transaction', headers: { authorization: `Bearer ${TOKEN}` },
        payload: { type: 'debit', user_id: d.userId, amount_paise: d.amount, idempotency_key: d.key, category: 'consultation', description: 'Chat minute' },
      });
      return { d, status: res.statusCode, body: res.json() };
    }), 50);
    const seconds = (Date.now() - started) / 1000;
    console.log(`${sends.length} debit requests in ${seconds.toFixed(1)} s (${(sends.length / seconds).toFixed(0)}/s)`);

    const byKey = new Map<string, typeof replies>();
    for (const r of replies) {
      expect([200, 402]).toContain(r.status);
      byKey.set(r.d.key, [...(byKey.get(r.d.key) ?? []), r]);
    }
    const debited = new Map<string, number>();
    let applied = 0;
    let refused = 0;
    for (const [, rs] of byKey) {
      const ok = rs.filter((r) => r.status === 200);
      if (!ok.length) { refused++; continue; }
      // a key is either refused every time or accepted every time, with one transaction and one non-replay
      expect(ok.length).toBe(COPIES);
      expect(new Set(ok.map((r) => r.body.data.transaction_id)).size).toBe(1);
      expect(ok.filter((r) => !r.body.data.replayed).length).toBe(1);
      applied++;
      debited.set(rs[0].d.userId, (debited.get(rs[0].d.userId) ?? 0) + rs[0].d.amount);
    }
    expect(applied).toBeGreaterThan(DEBITS / 10);
    expect(refused).toBeGreaterThan(DEBITS / 100);

    for (const w of wallets) {
      const b = await walletBalances(t.app.ctx.db, w.id);
      expect(b.real_paise).toBeGreaterThanOrEqual(0);
      expect(b.promotional_paise).toBeGreaterThanOrEqual(0);
      expect(b.total_paise).toBe(w.initial - (debited.get(w.id) ?? 0));
    }
    const [{ n }] = await t.app.ctx.db.select({ n: count() }).from(ledgerOperations).where(eq(ledgerOperations.kind, 'debit'));
    expect(Number(n)).toBe(applied);
    expect((await ledgerTotals(t.app.ctx.db)).sum_paise).toBe(0);
    expect(await balanceDrift(t.app.ctx.db)).toEqual([]);
  }, 600_000);
});

import { expect } from 'vitest';
import { eq, ledgerAccounts } from '@nakshatra/db';
import type { TestApp } from '../../test/build.js';
import { admin, approvedAstrologer } from '../astrologers/test-helpers.js';
import { signedInUser } from '../wallet/testing.js';
import { adjustWallet } from '../wallet/spend.js';
import { walletBalances } from '../wallet/balances.js';
import { ledgerTotals } from '../wallet/ledger.js';

export const intake = { name: 'Asha Verma', gender: 'female', birth_date: '1994-02-11', birth_time: '06:40', birth_place: 'Lucknow', topic: 'Career change this year?' } as const;

/** An approved astrologer online for chat and call at `price` paise a minute, and a user with `balance` paise. */
export async function setup(t: TestApp, opts: { price?: number; balance?: number } = {}) {
  const adminCookies = await admin(t);
  const astro = await approvedAstrologer(t, adminCookies, {}, opts.price ?? 1_000);
  const on = await t.app.inject({ method: 'PUT', url: '/api/astrologer/me/status', cookies: astro.cookies, payload: { chat: 'online', call: 'online' } });
  expect(on.statusCode, on.body).toBe(200);
  const user = await signedInUser(t.app);
  if (opts.balance) await credit(t, user.user.id, opts.balance);
  return { adminCookies, astro, user };
}

let n = 0;
export async function credit(t: TestApp, userId: string, paise: number) {
  await adjustWallet(t.app.ctx.db, { userId, amountPaise: paise, account: 'real', reason: 'test credit', key: `test-credit:${userId}:${++n}`, actorUserId: userId });
}

export const balance = async (t: TestApp, userId: string) => (await walletBalances(t.app.ctx.db, userId)).total_paise;
export async function earningsOf(t: TestApp, astroUserId: string) {
  const [a] = await t.app.ctx.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, `astrologer:${astroUserId}:earnings`));
  return a ? Number(a.balancePaise) : 0;
}
export async function expectBalancedLedger(t: TestApp) {
  expect((await ledgerTotals(t.app.ctx.db)).sum_paise).toBe(0);
}

export function call(t: TestApp, cookies: Record<string, string>, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return t.app.inject({ method, url, cookies, payload });
}

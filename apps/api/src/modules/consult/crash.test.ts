import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiProcess } from '../../test/api-process.js';
import { astrologers, createScratchDatabase, openDb, users } from '@nakshatra/db';
import { systemClock } from '../../lib/clock.js';
import { createSession } from '../auth/sessions.js';
import { adjustWallet } from '../wallet/spend.js';

const policy = { idleMs: 86_400_000, absoluteMs: 7 * 86_400_000 };

/**
 * The real API process (tsx, its own database) killed with SIGKILL while a metered chat runs and while messages
 * are being sent, then started again: nothing acknowledged is lost, nothing is charged or stored twice.
 */
describe('killing the API in the middle of a metered chat', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'nk-consult-crash-'));
  let databaseUrl: string | undefined;
  let dropDb: (() => Promise<void>) | undefined;
  let api: ReturnType<typeof apiProcess>;
  const cookie: Record<'user' | 'astro' | 'admin', string> = { user: '', astro: '', admin: '' };
  let userId = '';
  let astrologerId = '';

  beforeAll(async () => {
    if (process.env.DATABASE_URL) {
      const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'crash');
      databaseUrl = scratch.url;
      dropDb = scratch.drop;
    }
    api = apiProcess({ dataDir, databaseUrl, env: { CONSULT_TICK_MS: '200' } });
    // the people, written straight into the database before the API owns it: an admin, an approved astrologer
    // online for chat at ₹10 a minute, and a user with ₹100
    const h = await openDb(databaseUrl ? { databaseUrl } : { dataDir });
    try {
      const [a] = await h.db.insert(users).values({ type: 'admin', email: 'crash-admin@example.com', name: 'Admin' }).returning();
      const [au] = await h.db.insert(users).values({ type: 'astrologer', phone: '9811155501', name: 'Pandit Test' }).returning();
      const [u] = await h.db.insert(users).values({ type: 'user', phone: '9811155502', name: 'Asha' }).returning();
      const [astro] = await h.db.insert(astrologers).values({
        userId: au!.id, status: 'approved', displayName: 'Pandit Test', gender: 'male', birthDate: '1970-01-01', languages: ['Hindi'], skills: ['Vedic'],
        experienceYears: 10, askedPricePaise: 1_000, pricePaise: 1_000, biography: 'Tests crashes for a living.', chatStatus: 'online',
      }).returning();
      await adjustWallet(h.db, { userId: u!.id, amountPaise: 10_000, account: 'real', reason: 'Crash test credit', key: 'crash-credit', actorUserId: a!.id });
      cookie.admin = (await createSession(h.db, systemClock, policy, a!.id, {})).token;
      cookie.astro = (await createSession(h.db, systemClock, policy, au!.id, {})).token;
      cookie.user = (await createSession(h.db, systemClock, policy, u!.id, {})).token;
      userId = u!.id;
      astrologerId = astro!.id;
    } finally {
      await h.close();
    }
  }, 120_000);
  afterAll(async () => {
    await api?.kill();
    await dropDb?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const call = async (who: keyof typeof cookie, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${api.base}${url}`, {
      method,
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), cookie: `nk_session=${cookie[who]}` },
      body: body !== undefined ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: (await res.json().catch(() => null)) as any };
  };
  const wallet = async () => (await call('user', 'GET', `/api/get_single_wallet/${userId}`)).json.data.balances as { total_paise: number; held_paise: number };
  const session = async (id: string) => (await call('user', 'GET', `/api/consult/sessions/${id}`)).json.data;

  it('keeps the session, its held minute and every acknowledged message; charges once; stores resends once', async () => {
    await api.start();
    const created = await call('user', 'POST', '/api/create_chat_session', {
      astrologer_id: astrologerId, mode: 'chat',
      intake: { name: 'Asha', gender: 'female', birth_date: '1994-02-11', birth_time: '06:40', birth_place: 'Lucknow', topic: 'Crash?' },
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const id = created.json.data.id as string;
    expect((await call('astro', 'POST', `/api/consult/sessions/${id}/accept`)).status).toBe(200);
    expect((await call('astro', 'POST', '/api/create_message', { session_id: id, client_id: 'astro-000001', text: 'Namaste' })).status).toBe(200);
    expect(await session(id)).toMatchObject({ status: 'active', billed_minutes: 1, charged_paise: 0 });
    expect(await wallet()).toMatchObject({ total_paise: 9_000, held_paise: 1_000 });

    // messages in flight when the process dies (N stays under the per-user limit of 10 in 10 s): whatever was
    // acknowledged must survive
    const N = 8;
    const send = (i: number) => call('user', 'POST', '/api/create_message', { session_id: id, client_id: `user-${String(i).padStart(6, '0')}`, text: `Question ${i}` });
    expect((await send(0)).status).toBe(200); // acknowledged before the kill, for certain
    const sends = Array.from({ length: N - 1 }, (_, k) => send(k + 1).catch(() => null));
    await new Promise((r) => setTimeout(r, 30));
    await api.kill();
    const acked = [0, ...(await Promise.all(sends)).map((r, k) => (r?.status === 200 ? k + 1 : -1)).filter((i) => i >= 0)];

    await api.start();
    // the session is still open with its one held minute: nothing charged for the downtime, nothing held twice
    expect(await session(id)).toMatchObject({ status: 'active', billed_minutes: 1 });
    expect(await wallet()).toMatchObject({ total_paise: 9_000, held_paise: 1_000 });
    // every message is sent again with its client id: acknowledged ones are stored once, the rest once too
    for (let i = 0; i < N; i++) expect((await send(i)).status).toBe(200);
    const messages = (await call('user', 'GET', `/api/consult/sessions/${id}/messages`)).json.data as Array<{ text: string }>;
    const questions = messages.filter((m) => /^Question \d+$/.test(m.text)).map((m) => m.text);
    expect(questions).toHaveLength(N);
    expect(new Set(questions).size).toBe(N);
    for (const i of acked) expect(questions).toContain(`Question ${i}`);

    // the user ends: one started minute charged, once
    const ended = await call('user', 'POST', `/api/consult/sessions/${id}/end`);
    expect(ended.json.data).toMatchObject({ status: 'ended', billed_minutes: 1, charged_paise: 1_000 });
    await api.kill();
    await api.start();
    expect(await session(id)).toMatchObject({ status: 'ended', billed_minutes: 1, charged_paise: 1_000, refunded_paise: 0 });
    expect(await wallet()).toMatchObject({ total_paise: 9_000, held_paise: 0 });
    const totals = (await call('admin', 'GET', '/api/admin/wallet/ledger-totals')).json.data;
    expect(totals).toMatchObject({ sum_paise: 0, drift: [] });
    const history = (await call('user', 'GET', '/api/get_order_history')).json;
    expect(JSON.stringify(history).split(`consult:${id}`).length - 1).toBe(1);
    await api.kill();
  }, 300_000);
});

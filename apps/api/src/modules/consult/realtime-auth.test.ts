import { describe, expect, it } from 'vitest';
import { eq, users } from '@nakshatra/db';
import type { ChatMessage } from '@nakshatra/shared';
import { call, intake, setup } from './test-helpers.js';
import { userLimits } from './user-limits.js';
import { twoProcesses, type Client } from './realtime-harness.js';

type Reply<T> = { ok: true; data: T } | { ok: false; error: string; message: string };

const h = twoProcesses();
const client = h.client;
const join = (c: Client, id: string) => new Promise<Reply<unknown>>((resolve) => c.emit('session:join', { session_id: id, after_seq: 0 }, resolve as never));
const send = (c: Client, id: string, clientId: string, text: string) => new Promise<Reply<ChatMessage>>((resolve) => c.emit('message:send', { session_id: id, client_id: clientId, text }, resolve as never));
const disconnected = (c: Client) => new Promise<void>((resolve) => { if (c.disconnected) resolve(); else c.once('disconnect', () => resolve()); });

/** A running chat consultation whose user and astrologer sockets have joined. */
async function runningChat() {
  const s = await setup(h.a, { price: 1_000, balance: 50_000 });
  const created = await call(h.a, s.user.cookies, 'POST', '/api/create_chat_session', { astrologer_id: s.astro.id, mode: 'chat', intake });
  const id = created.json().data.id as string;
  expect((await call(h.a, s.astro.cookies, 'POST', `/api/consult/sessions/${id}/accept`)).statusCode).toBe(200);
  const user = await client(h.urls[0], s.user.cookies);
  const astro = await client(h.urls[1], s.astro.cookies);
  expect((await join(user, id)).ok).toBe(true);
  expect((await join(astro, id)).ok).toBe(true);
  return { ...s, id, userSocket: user, astroSocket: astro };
}

describe('sockets do not outlive their sign-in', () => {
  it('a socket opened before log-out can no longer send, and is closed', async () => {
    const c = await runningChat();
    expect((await send(c.userSocket, c.id, 'before-logout-01', 'Namaste')).ok).toBe(true);
    expect((await call(h.a, c.user.cookies, 'POST', '/api/logout')).statusCode).toBeLessThan(300);
    const after = await send(c.userSocket, c.id, 'after-logout-01', 'Still here?');
    expect(after).toEqual({ ok: false, error: 'unauthenticated', message: 'Your session has ended. Please log in again.' });
    await disconnected(c.userSocket);
    const history = await call(h.a, c.astro.cookies, 'GET', `/api/consult/sessions/${c.id}/messages`);
    expect(history.json().data.map((m: ChatMessage) => m.text)).toEqual(['Namaste']);
  });

  it('a suspended account’s socket can neither send nor join', async () => {
    const c = await runningChat();
    await h.a.app.ctx.db.update(users).set({ status: 'suspended' }).where(eq(users.id, c.user.user.id));
    const joined = await join(c.userSocket, c.id);
    expect(joined).toMatchObject({ ok: false, error: 'unauthenticated' });
    await disconnected(c.userSocket);
  });
});

describe('per-user limits on chat, across API processes', () => {
  it('refuses the eleventh message within ten seconds with a sentence, over socket.io and HTTP alike', async () => {
    const c = await runningChat();
    const other = await client(h.urls[1], c.user.cookies); // the same user on the other process
    const replies: Reply<ChatMessage>[] = [];
    for (let i = 0; i < userLimits.message.max; i += 1) replies.push(await send(i % 2 ? other : c.userSocket, c.id, `flood-${String(i).padStart(4, '0')}`, `message ${i}`));
    expect(replies.every((r) => r.ok)).toBe(true);
    const over = await send(c.userSocket, c.id, 'flood-over-1', 'one too many');
    expect(over).toEqual({ ok: false, error: 'rate_limited', message: 'You are sending messages too quickly. Please wait a few seconds.' });
    const http = await call(h.b, c.user.cookies, 'POST', '/api/create_message', { session_id: c.id, client_id: 'flood-over-http', text: 'and by HTTP' });
    expect(http.statusCode).toBe(429);
    expect(http.json().error.message).toBe('You are sending messages too quickly. Please wait a few seconds.');
    // the astrologer's own budget is untouched
    expect((await send(c.astroSocket, c.id, 'astro-reply-0001', 'Please slow down.')).ok).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import type { ChatMessage, ConsultSession, ServerToClientEvents } from '@nakshatra/shared';
import { call, intake, setup } from './test-helpers.js';
import { twoProcesses, type Client } from './realtime-harness.js';

/** Two API processes on one database, joined by the socket.io Redis adapter (as with REDIS_URL in production). */
const h = twoProcesses();
const client = h.client;
/** The next `event` on `c` that matches; a wait that does not end in 15 s fails naming the event (not a bare test timeout). */
const next = <E extends keyof ServerToClientEvents>(c: Client, event: E, match: (...args: Parameters<ServerToClientEvents[E]>) => boolean = () => true) =>
  new Promise<Parameters<ServerToClientEvents[E]>[0]>((resolve, reject) => {
    const timer = setTimeout(() => { c.off(event, handler as never); reject(new Error(`no matching ${event} within 15 s`)); }, 15_000);
    const handler = (...args: Parameters<ServerToClientEvents[E]>) => { if (match(...args)) { clearTimeout(timer); c.off(event, handler as never); resolve(args[0]); } };
    c.on(event, handler as never);
  });
const join = (c: Client, sessionId: string, afterSeq = 0) =>
  new Promise<{ session: ConsultSession; messages: ChatMessage[] }>((resolve, reject) => c.emit('session:join', { session_id: sessionId, after_seq: afterSeq }, (r) => (r.ok ? resolve(r.data) : reject(new Error(r.message)))));
const send = (c: Client, sessionId: string, clientId: string, text: string) =>
  new Promise<ChatMessage>((resolve, reject) => c.emit('message:send', { session_id: sessionId, client_id: clientId, text }, (r) => (r.ok ? resolve(r.data) : reject(new Error(r.message)))));

describe('realtime across two API processes (Redis adapter)', () => {
  // many steps across two processes, Redis and the database: room for a CI machine running other test files at once
  it('a request reaches the astrologer on the other process; messages, typing and read marks cross both ways; a resend is stored once', { timeout: 60_000 }, async () => {
    const s = await setup(h.a, { price: 1_000, balance: 20_000 });
    const astro = await client(h.urls[1], s.astro.cookies); // the astrologer is connected to process B
    const user = await client(h.urls[0], s.user.cookies); // the user to process A
    const watcher = await client(h.urls[1], {});
    watcher.emit('presence:watch');

    const incoming = next(astro, 'session:update', (v) => v.status === 'requested');
    const created = await call(h.a, s.user.cookies, 'POST', '/api/create_chat_session', { astrologer_id: s.astro.id, mode: 'chat', intake });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id as string;
    expect((await incoming).intake.topic).toBe(intake.topic);

    const busy = next(watcher, 'presence:update', (p) => p.astrologer_id === s.astro.id);
    expect((await call(h.b, s.astro.cookies, 'POST', `/api/consult/sessions/${id}/accept`)).statusCode).toBe(200);
    expect((await busy).chat_status).toBe('busy');

    await join(user, id);
    await join(astro, id);
    const atAstro = next(astro, 'message:new');
    const sent = await send(user, id, 'user-msg-0001', 'Namaste from process A');
    expect((await atAstro).text).toBe('Namaste from process A');
    expect(sent.delivered_at).not.toBeNull(); // the astrologer was connected (on the other process)

    const typing = next(user, 'typing');
    astro.emit('typing', { session_id: id, typing: true });
    expect(await typing).toEqual({ session_id: id, from: 'astrologer', typing: true });

    const read = next(user, 'message:status', (m) => m.status === 'read');
    astro.emit('message:read', { session_id: id, up_to_seq: sent.seq });
    expect(await read).toMatchObject({ up_to_seq: sent.seq, by: 'astrologer' });

    const atUser = next(user, 'message:new');
    const started = next(user, 'session:update', (v) => v.status === 'active');
    await send(astro, id, 'astro-msg-0001', 'Namaste from process B');
    expect((await atUser).text).toBe('Namaste from process B');
    expect((await started).billed_minutes).toBe(1);

    // a resend with the same client id (after a lost ack) returns the stored message, not a second one
    const again = await send(user, id, 'user-msg-0001', 'Namaste from process A');
    expect(again.id).toBe(sent.id);
    const history = await join(user, id, 0);
    expect(history.messages.map((m) => m.seq)).toEqual([1, 2]);
    // a reconnecting client asks only for what it missed
    expect((await join(user, id, 1)).messages.map((m) => m.text)).toEqual(['Namaste from process B']);
  });

  it('refuses strangers and signed-out sockets', async () => {
    const s = await setup(h.a, { price: 1_000, balance: 20_000 });
    const created = await call(h.a, s.user.cookies, 'POST', '/api/create_chat_session', { astrologer_id: s.astro.id, mode: 'chat', intake });
    const id = created.json().data.id as string;
    const other = await setup(h.a);
    await expect(join(await client(h.urls[0], other.user.cookies), id)).rejects.toThrow('This consultation was not found.');
    await expect(join(await client(h.urls[1], {}), id)).rejects.toThrow('Please log in to continue.');
  });
});

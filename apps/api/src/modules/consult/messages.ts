import { and, asc, consultMessages, consultSessions, eq, gt, isNull, lte, sql, uploads } from '@nakshatra/db';
import type { ChatMessage, CreateMessageBody } from '@nakshatra/shared';
import { AppError, forbidden } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/sessions.js';
import type { ConsultCtx } from './context.js';
import { loadForViewer, type Side } from './lifecycle.js';
import { maskContacts } from './mask.js';
import { startMeter } from './meter.js';
import { toMessage, type MessageRow } from './view.js';

/**
 * Stores a chat message once: the sender's client id makes a resend after a reconnect return the stored message.
 * Sequence numbers are given under a lock on the session row, so the order is the same for everybody.
 * The astrologer's first reply starts the meter of a chat.
 */
export async function sendMessage(ctx: ConsultCtx, user: SessionUser, body: CreateMessageBody): Promise<{ message: ChatMessage; replayed: boolean }> {
  await ctx.limit?.hit(user.id, 'message');
  const now = ctx.clock.now();
  const loaded = await loadForViewer(ctx, body.session_id, user);
  const side = loaded.side;
  if (!side) throw forbidden('Only the participants can write in this consultation.');
  if (loaded.row.status !== 'accepted' && loaded.row.status !== 'active')
    throw new AppError(409, 'session_state_conflict', loaded.row.status === 'requested' ? 'Please wait until the astrologer accepts.' : 'This consultation has ended.');
  // a picture must be one this person uploaded for a consultation chat (checked, re-encoded, metadata removed)
  if (body.image_url) {
    const name = /^\/upload\/([a-z0-9][a-z0-9-]{0,99})(?:-\d+w)?\.webp$/.exec(body.image_url)?.[1];
    const [own] = name
      ? await ctx.db.select({ id: uploads.id }).from(uploads).where(and(eq(uploads.name, name), eq(uploads.ownerUserId, user.id), eq(uploads.purpose, 'chat')))
      : [];
    if (!own) throw new AppError(400, 'validation_failed', 'Attach a picture you uploaded for this chat.');
  }
  const masked = body.text ? maskContacts(body.text) : { text: null, masked: false };
  const other: Side = side === 'user' ? 'astrologer' : 'user';
  const deliveredAt = (await ctx.notify.connected(body.session_id, other)) ? now : null;
  // one statement: the next sequence number, and nothing if this client id was already stored; two senders racing
  // for the same number hit the (session, seq) unique index and the loser tries again with the next one
  let result: { row: MessageRow; replayed: boolean } | null = null;
  for (let attempt = 0; attempt < 8 && !result; attempt++) {
    try {
      const [row] = await ctx.db.insert(consultMessages).values({
        sessionId: body.session_id, clientId: body.client_id, sender: side, text: masked.text, imageUrl: body.image_url ?? null,
        masked: masked.masked ? 1 : 0, createdAt: now, deliveredAt,
        seq: sql`(select coalesce(max(m.seq), 0) + 1 from consult_messages m where m.session_id = ${body.session_id})`,
      }).onConflictDoNothing({ target: [consultMessages.sessionId, consultMessages.sender, consultMessages.clientId] }).returning();
      if (row) result = { row, replayed: false };
      else {
        const [existing] = await ctx.db.select().from(consultMessages)
          .where(and(eq(consultMessages.sessionId, body.session_id), eq(consultMessages.sender, side), eq(consultMessages.clientId, body.client_id)));
        result = { row: existing, replayed: true };
      }
    } catch (err) {
      if (!/consult_messages_seq_uq|duplicate key/.test(String((err as Error).message ?? err)) || attempt === 7) throw err;
    }
  }
  const row = result!.row;
  if (!result!.replayed) {
    ctx.notify.message(toMessage(row), body.session_id);
    if (side === 'astrologer' && !loaded.row.firstReplyAt) {
      await ctx.db.update(consultSessions).set({ firstReplyAt: now, version: sql`${consultSessions.version} + 1` })
        .where(and(eq(consultSessions.id, body.session_id), isNull(consultSessions.firstReplyAt)));
      if (loaded.row.mode === 'chat') await startMeter(ctx, body.session_id, now);
    }
  }
  return { message: toMessage(row), replayed: result!.replayed };
}

/** The history after `afterSeq`, in order (a reconnecting client asks for what it missed). */
export async function listMessages(ctx: ConsultCtx, sessionId: string, afterSeq = 0, limit = 500): Promise<ChatMessage[]> {
  const rows = await ctx.db.select().from(consultMessages)
    .where(and(eq(consultMessages.sessionId, sessionId), gt(consultMessages.seq, afterSeq))).orderBy(asc(consultMessages.seq)).limit(limit);
  return rows.map(toMessage);
}

/** Marks the other side's messages delivered (on join) or read (seen on screen) up to a sequence number. */
export async function markMessages(ctx: ConsultCtx, sessionId: string, reader: Side, status: 'delivered' | 'read', upToSeq: number): Promise<void> {
  const now = ctx.clock.now();
  const from = reader === 'user' ? 'astrologer' : 'user';
  const where = and(eq(consultMessages.sessionId, sessionId), eq(consultMessages.sender, from), lte(consultMessages.seq, upToSeq),
    status === 'read' ? isNull(consultMessages.readAt) : isNull(consultMessages.deliveredAt));
  const changed = await ctx.db.update(consultMessages)
    .set(status === 'read' ? { readAt: now, deliveredAt: sql`coalesce(${consultMessages.deliveredAt}, ${now.toISOString()}::timestamptz)` } : { deliveredAt: now })
    .where(where).returning({ seq: consultMessages.seq });
  if (changed.length) ctx.notify.marks({ session_id: sessionId, up_to_seq: Math.max(...changed.map((c) => c.seq)), status, by: reader });
}

/** Live chat (limits, blocked words, masking) and moderation (mute, remove, block). */
import { and, desc, eq, isNull, liveBans, liveChatMessages, liveQueue, lives, users, type Db } from '@nakshatra/db';
import type { LiveChatMessage, LiveStatus } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/sessions.js';
import { maskContacts } from '../consult/mask.js';
import { blockedWordIn, getLiveSettings } from './settings.js';
import { ON_AIR, type LiveCtx, UUID, conflict, loadLive, astrologerOfLive } from './context.js';
import { banOf, stageOfRow, scheduleUpdate } from './view.js';
import { hostOnly } from './lifecycle.js';
import { settleStage } from './stage.js';

export type ChatRow = typeof liveChatMessages.$inferSelect;
export function toChat(m: ChatRow): LiveChatMessage {
  return { id: m.id, live_id: m.liveId, user_id: m.userId, name: m.name, role: m.role as LiveChatMessage['role'], text: m.text, masked: m.masked === 1, created_at: m.createdAt.toISOString() };
}

export async function lastMessages(db: Db, liveId: string, n = 50): Promise<LiveChatMessage[]> {
  const rows = await db.select().from(liveChatMessages).where(and(eq(liveChatMessages.liveId, liveId), isNull(liveChatMessages.deletedAt)))
    .orderBy(desc(liveChatMessages.createdAt), desc(liveChatMessages.id)).limit(n);
  return rows.reverse().map(toChat);
}

export async function systemLine(ctx: LiveCtx, liveId: string, text: string) {
  const [m] = await ctx.db.insert(liveChatMessages).values({ liveId, userId: null, name: 'Guruji Live', role: 'system', text, createdAt: ctx.clock.now() }).returning();
  ctx.io.to(`live:${liveId}`).emit('live:chat', toChat(m));
}

/**
 * A chat message (signed in, not muted, removed or blocked, within the per-user limit). A message with a blocked word
 * is refused (400 chat_refused); phone numbers, UPI ids, e-mails and messaging links are masked (`masked: true`).
 * A resend with the same client_id returns the stored message.
 */
export async function sendChat(ctx: LiveCtx, user: SessionUser, p: { live_id: string; text: string; client_id: string }): Promise<LiveChatMessage> {
  const row = await loadLive(ctx.db, p.live_id);
  if (!ON_AIR.includes(row.status as LiveStatus)) throw conflict(row.status === 'ended' ? 'This live has ended.' : 'The chat opens when the live starts.');
  const [existing] = await ctx.db.select().from(liveChatMessages).where(and(eq(liveChatMessages.liveId, row.id), eq(liveChatMessages.userId, user.id), eq(liveChatMessages.clientId, p.client_id)));
  if (existing) return toChat(existing);
  const a = await astrologerOfLive(ctx.db, row.astrologerId);
  const host = a.userId === user.id;
  const ban = host ? { muted: false, removed: false, blocked: false } : await banOf(ctx.db, row, user.id);
  if (ban.blocked) throw new AppError(403, 'live_banned', 'The astrologer has blocked you from their lives.');
  if (ban.removed) throw new AppError(403, 'live_banned', 'You were removed from this live.');
  if (ban.muted) throw new AppError(403, 'live_banned', 'You were muted in this live: you can watch but not chat.');
  const settings = await getLiveSettings(ctx.db);
  await ctx.consult.limit?.hit(user.id, 'liveChat', settings.chat_messages_per_10s);
  if (blockedWordIn(p.text, settings.blocked_words))
    throw new AppError(400, 'chat_refused', 'Your message contains a word that is not allowed in live chat. Please rephrase it.');
  // everyone's contacts are masked, the astrologer's too: taking clients off the platform is what the guard stops
  const { text, masked } = maskContacts(p.text);
  const role = host ? 'host' : user.type === 'admin' ? 'admin' : 'viewer';
  const name = host ? a.displayName : user.name ?? 'Viewer';
  const [m] = await ctx.db.insert(liveChatMessages).values({ liveId: row.id, userId: user.id, clientId: p.client_id, name, role, text, masked: masked ? 1 : 0, createdAt: ctx.clock.now() })
    .onConflictDoNothing().returning();
  if (!m) {
    const [again] = await ctx.db.select().from(liveChatMessages).where(and(eq(liveChatMessages.liveId, row.id), eq(liveChatMessages.userId, user.id), eq(liveChatMessages.clientId, p.client_id)));
    return toChat(again);
  }
  const msg = toChat(m);
  ctx.io.to(`live:${row.id}`).emit('live:chat', msg);
  return msg;
}

export async function deleteChat(ctx: LiveCtx, liveId: string, messageId: string, user: SessionUser) {
  const { row } = await hostOnly(ctx, liveId, user, { admin: true });
  if (!UUID.test(messageId)) throw new AppError(404, 'not_found', 'This message was not found.');
  const [m] = await ctx.db.update(liveChatMessages).set({ deletedAt: ctx.clock.now() }).where(and(eq(liveChatMessages.id, messageId), eq(liveChatMessages.liveId, row.id))).returning();
  if (!m) throw new AppError(404, 'not_found', 'This message was not found.');
  ctx.io.to(`live:${row.id}`).emit('live:chat-deleted', { live_id: row.id, message_id: messageId });
  return { deleted: true };
}

export const MODERATION_SENTENCE = {
  mute: 'You were muted in this live: you can watch but not chat.',
  unmute: 'You can chat in this live again.',
  remove: 'You were removed from this live.',
  block: 'The astrologer has blocked you from their lives.',
  unblock: 'The astrologer has unblocked you.',
} as const;

/** POST /api/lives/{id}/moderation: host or admin mutes, removes or blocks a viewer (never the host). */
export async function moderate(ctx: LiveCtx, liveId: string, actor: SessionUser, body: { user_id: string; action: keyof typeof MODERATION_SENTENCE }) {
  const { row, a } = await hostOnly(ctx, liveId, actor, { admin: true });
  if (body.user_id === a.userId) throw new AppError(400, 'bad_request', 'The astrologer of the live cannot be moderated.');
  const [target] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, body.user_id));
  if (!target) throw new AppError(404, 'not_found', 'This viewer was not found.');
  const now = ctx.clock.now();
  const values = { astrologerId: row.astrologerId, userId: body.user_id, byUserId: actor.id, createdAt: now };
  switch (body.action) {
    case 'mute': await ctx.db.insert(liveBans).values({ ...values, liveId: row.id, kind: 'mute' }).onConflictDoNothing(); break;
    case 'unmute': await ctx.db.delete(liveBans).where(and(eq(liveBans.liveId, row.id), eq(liveBans.userId, body.user_id), eq(liveBans.kind, 'mute'))); break;
    case 'remove': await ctx.db.insert(liveBans).values({ ...values, liveId: row.id, kind: 'remove' }).onConflictDoNothing(); break;
    case 'block': await ctx.db.insert(liveBans).values({ ...values, liveId: null, kind: 'block' }).onConflictDoNothing(); break;
    case 'unblock': await ctx.db.delete(liveBans).where(and(eq(liveBans.astrologerId, row.astrologerId), eq(liveBans.userId, body.user_id), eq(liveBans.kind, 'block'))); break;
  }
  ctx.io.to(`user:${body.user_id}`).emit('live:moderated', { live_id: row.id, action: body.action, message: MODERATION_SENTENCE[body.action] });
  if (body.action === 'remove' || body.action === 'block') {
    await ctx.db.update(liveQueue).set({ state: 'left', updatedAt: now }).where(and(eq(liveQueue.liveId, row.id), eq(liveQueue.userId, body.user_id), eq(liveQueue.state, 'waiting')));
    const stage = await stageOfRow(ctx.db, row);
    if (stage && stage.user_id === body.user_id) await settleStage(ctx, row, stage.session_id, 'astrologer_ended', now);
    ctx.io.in(`user:${body.user_id}`).socketsLeave([`live:${row.id}`, `live:${row.id}:anon`]);
    await ctx.dropViewer?.(row.id, body.user_id);
  }
  scheduleUpdate(ctx, row.id);
  return { user_id: body.user_id, action: body.action, message: MODERATION_SENTENCE[body.action] };
}

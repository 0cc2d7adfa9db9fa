/** Gifts: one ledger debit each, once per idempotency key. */
import { and, eq, gifts, liveGifts, lives, sql } from '@nakshatra/db';
import { rowsOf } from '../wallet/ledger.js';
import type { Gift, LiveGiftEvent } from '@nakshatra/shared';
import { AppError, forbidden } from '../../lib/app-error.js';
import type { SessionUser } from '../auth/sessions.js';
import { walletBalances } from '../wallet/balances.js';
import { debitWallet } from '../wallet/spend.js';
import { getLiveSettings, rupees } from './settings.js';
import { type LiveCtx, conflict, loadLive, astrologerOfLive } from './context.js';
import { banOf, scheduleUpdate } from './view.js';
import { systemLine } from './chat.js';

export type GiftRow = typeof gifts.$inferSelect;
export function toGift(g: GiftRow): Gift {
  return { id: g.id, name_en: g.nameEn, name_hi: g.nameHi, icon: g.icon, price_paise: g.pricePaise, active: g.active === 1, sort_order: g.sortOrder };
}

export function giftEvent(lg: typeof liveGifts.$inferSelect, g: GiftRow, name: string): LiveGiftEvent {
  return { id: lg.id, live_id: lg.liveId, gift: { id: g.id, name_en: g.nameEn, name_hi: g.nameHi, icon: g.icon, price_paise: lg.pricePaise }, from: { user_id: lg.userId, name }, created_at: lg.createdAt.toISOString() };
}

/**
 * POST /api/lives/{id}/gifts: one ledger debit (category 'gift', the astrologer's share to their earnings), applied
 * once per user and idempotency key: a retry or a double click returns the same gift and charges nothing more.
 */
export async function sendGift(ctx: LiveCtx, liveId: string, user: SessionUser, body: { gift_id: string; idempotency_key: string }): Promise<{ gift: LiveGiftEvent; balance_paise: number }> {
  const row = await loadLive(ctx.db, liveId);
  const name = user.name ?? 'Viewer';
  const [prior] = await ctx.db.select().from(liveGifts).where(and(eq(liveGifts.userId, user.id), eq(liveGifts.idempotencyKey, body.idempotency_key)));
  if (prior) {
    const [g] = await ctx.db.select().from(gifts).where(eq(gifts.id, prior.giftId));
    return { gift: giftEvent(prior, g, name), balance_paise: (await walletBalances(ctx.db, user.id)).total_paise };
  }
  if (row.status !== 'live' && row.status !== 'reconnecting') throw conflict(row.status === 'ended' ? 'This live has ended.' : 'Gifts can be sent once the live has started.');
  const a = await astrologerOfLive(ctx.db, row.astrologerId);
  if (a.userId === user.id) throw forbidden('You cannot send a gift to yourself.');
  const ban = await banOf(ctx.db, row, user.id);
  if (ban.removed || ban.blocked) throw new AppError(403, 'live_banned', ban.blocked ? 'The astrologer has blocked you from their lives.' : 'You were removed from this live.');
  const [g] = await ctx.db.select().from(gifts).where(eq(gifts.id, body.gift_id));
  if (!g || g.active !== 1) throw new AppError(404, 'gift_not_found', 'This gift is not available.');
  const settings = await getLiveSettings(ctx.db);
  const share = Math.floor((g.pricePaise * settings.gift_share_percent) / 100);
  let op;
  try {
    ({ op } = await debitWallet(ctx.db, {
      userId: user.id, amountPaise: g.pricePaise, key: `live-gift:${user.id}:${body.idempotency_key}`, category: 'gift',
      description: `Gift ${g.icon} ${g.nameEn} to ${a.displayName} (live)`, reference: `live:${row.id}`, astrologerId: a.userId, astrologerSharePaise: share, actorUserId: user.id,
      // the ledger alone can rebuild the gift if the process stops before its row is written (repairGifts at boot)
      details: { live_id: row.id, gift_id: g.id, idempotency_key: body.idempotency_key },
    }));
  } catch (err) {
    if (err instanceof AppError && err.code === 'insufficient_funds') {
      const balance = (await walletBalances(ctx.db, user.id)).total_paise;
      throw new AppError(402, 'insufficient_balance', `Your wallet has ₹${rupees(balance)}; this gift costs ₹${rupees(g.pricePaise)}. Please recharge to send it.`, { required_paise: g.pricePaise, balance_paise: balance });
    }
    throw err;
  }
  const now = ctx.clock.now();
  const [inserted] = await ctx.db.insert(liveGifts).values({
    liveId: row.id, giftId: g.id, userId: user.id, pricePaise: g.pricePaise, astrologerSharePaise: share, ledgerOperationId: op.id, idempotencyKey: body.idempotency_key, createdAt: now,
  }).onConflictDoNothing().returning();
  const balance = (await walletBalances(ctx.db, user.id)).total_paise;
  if (!inserted) {
    const [again] = await ctx.db.select().from(liveGifts).where(and(eq(liveGifts.userId, user.id), eq(liveGifts.idempotencyKey, body.idempotency_key)));
    return { gift: giftEvent(again, g, name), balance_paise: balance };
  }
  const event = giftEvent(inserted, g, name);
  ctx.io.to(`live:${row.id}`).emit('live:gift', event);
  await systemLine(ctx, row.id, `${name} sent ${g.icon} ${g.nameEn} · ${name} ने ${g.icon} ${g.nameHi} भेजा`);
  scheduleUpdate(ctx, row.id);
  return { gift: event, balance_paise: balance };
}

/**
 * At boot: a gift whose ledger debit was written but whose row was not (the process stopped in between) gets its row
 * from the operation's metadata, so the live's gifts, top gifters and report count every rupee the ledger took.
 * Nothing is charged here; an operation that already has its row is left alone.
 */
export async function repairGifts(ctx: LiveCtx): Promise<number> {
  const res = await ctx.db.execute(sql`
    insert into live_gifts (live_id, gift_id, user_id, price_paise, astrologer_share_paise, ledger_operation_id, idempotency_key, created_at)
    select (o.metadata->>'live_id')::uuid, (o.metadata->>'gift_id')::uuid, o.user_id, o.amount_paise,
      coalesce((o.metadata->>'astrologer_share_paise')::int, 0), o.id, o.metadata->>'idempotency_key', o.created_at
    from ledger_operations o
    where o.category = 'gift' and o.kind = 'debit' and o.metadata ? 'gift_id' and o.metadata ? 'live_id'
      and not exists (select 1 from live_gifts g where g.ledger_operation_id = o.id)
      and exists (select 1 from lives l where l.id = (o.metadata->>'live_id')::uuid)
      and exists (select 1 from gifts x where x.id = (o.metadata->>'gift_id')::uuid)
    on conflict do nothing
    returning id`);
  return rowsOf<{ id: string }>(res).length;
}

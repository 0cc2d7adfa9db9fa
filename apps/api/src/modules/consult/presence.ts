import { astrologers, eq, sql, type Db } from '@nakshatra/db';
import type { PresenceUpdate } from '@nakshatra/shared';
import { walletBalances } from '../wallet/balances.js';
import { MINUTE_MS, meteredMs, type SessionRow } from './view.js';

/** Marks the astrologer busy in the modes they were online in (a session takes them whole). */
export async function setBusy(db: Db, astrologerId: string, now: Date): Promise<void> {
  await db.update(astrologers).set({
    chatStatus: sql`case when ${astrologers.chatStatus} = 'online' then 'busy' else ${astrologers.chatStatus} end`,
    callStatus: sql`case when ${astrologers.callStatus} = 'online' then 'busy' else ${astrologers.callStatus} end`,
    updatedAt: now,
  }).where(eq(astrologers.id, astrologerId));
}

/** After a session: modes that were busy are online again (a mode switched off meanwhile stays off). */
export async function clearBusy(db: Db, astrologerId: string, now: Date): Promise<void> {
  await db.update(astrologers).set({
    chatStatus: sql`case when ${astrologers.chatStatus} = 'busy' then 'online' else ${astrologers.chatStatus} end`,
    callStatus: sql`case when ${astrologers.callStatus} = 'busy' then 'online' else ${astrologers.callStatus} end`,
    updatedAt: now,
  }).where(eq(astrologers.id, astrologerId));
}

/**
 * The directory's live status of one astrologer. While busy, the expected wait is how long the running session
 * can last at most: what the user's balance (and spending cap) still pays for, plus the minute running now.
 */
export async function presenceOf(db: Db, astrologerId: string, running: SessionRow | null, now: Date): Promise<PresenceUpdate> {
  const [a] = await db.select({ chat: astrologers.chatStatus, call: astrologers.callStatus }).from(astrologers).where(eq(astrologers.id, astrologerId));
  let wait: number | null = null;
  if (running && (a?.chat === 'busy' || a?.call === 'busy')) {
    const free = (await walletBalances(db, running.userId)).total_paise;
    let minutes = Math.floor(free / running.pricePaise);
    if (running.spendingCapPaise !== null) minutes = Math.min(minutes, Math.max(0, Math.floor((running.spendingCapPaise - running.chargedPaise) / running.pricePaise) - 1));
    const leftInMinute = running.status === 'active' ? Math.max(0, running.billedMinutes * MINUTE_MS - meteredMs(running, now)) : MINUTE_MS;
    wait = Math.max(1, minutes + Math.ceil(leftInMinute / MINUTE_MS));
  }
  return { astrologer_id: astrologerId, chat_status: (a?.chat ?? 'offline') as PresenceUpdate['chat_status'], call_status: (a?.call ?? 'offline') as PresenceUpdate['call_status'], wait_minutes: wait };
}

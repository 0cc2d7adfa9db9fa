import { astrologers, consultMessages, consultSessions, eq, users, type Db } from '@nakshatra/db';
import type { ChatMessage, ConsultEndReason, ConsultIntake, ConsultSession, ConsultStatus } from '@nakshatra/shared';
import { AppError } from '../../lib/app-error.js';

export type SessionRow = typeof consultSessions.$inferSelect;
export type MessageRow = typeof consultMessages.$inferSelect;
export const MINUTE_MS = 60_000;

/** Milliseconds the meter has run by `now` (pauses excluded). */
export function meteredMs(row: SessionRow, now: Date): number {
  return row.meterMs + (row.meterResumedAt ? Math.max(0, now.getTime() - row.meterResumedAt.getTime()) : 0);
}

/** The session with both participants' names, and the user ids of both sides (for notifications). */
export type Loaded = { row: SessionRow; view: ConsultSession; userIds: [string, string]; astrologerUserId: string };

export async function loadSession(db: Db, id: string, now: Date): Promise<Loaded> {
  const [r] = await db
    .select({ s: consultSessions, userName: users.name, astroName: astrologers.displayName, astroPhoto: astrologers.photoUrl, astroUserId: astrologers.userId })
    .from(consultSessions)
    .innerJoin(users, eq(users.id, consultSessions.userId))
    .innerJoin(astrologers, eq(astrologers.id, consultSessions.astrologerId))
    .where(eq(consultSessions.id, id));
  if (!r) throw new AppError(404, 'session_not_found', 'This consultation was not found.');
  return { row: r.s, view: toView(r.s, r.userName, r.astroName, r.astroPhoto, now), userIds: [r.s.userId, r.astroUserId], astrologerUserId: r.astroUserId };
}

export function toView(s: SessionRow, userName: string | null, astroName: string, astroPhoto: string | null, now: Date): ConsultSession {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const metered = meteredMs(s, s.endedAt ?? now);
  const paidUntil = s.status === 'active' && s.meterResumedAt ? new Date(now.getTime() + (s.billedMinutes * MINUTE_MS - metered)) : null;
  return {
    id: s.id,
    mode: s.mode as ConsultSession['mode'],
    status: s.status as ConsultStatus,
    user: { id: s.userId, name: (s.intake as ConsultIntake | null)?.name ?? userName ?? 'Anonymous' },
    astrologer: { id: s.astrologerId, name: astroName, photo_url: astroPhoto },
    price_per_minute_paise: s.pricePaise,
    intake: (s.intake ?? { name: userName ?? 'Anonymous', gender: 'other', birth_date: '2000-01-01', topic: '—' }) as ConsultIntake,
    spending_cap_paise: s.spendingCapPaise,
    billed_minutes: s.billedMinutes,
    charged_paise: s.chargedPaise,
    refunded_paise: s.refundedPaise,
    requested_at: s.requestedAt.toISOString(),
    request_expires_at: iso(s.requestExpiresAt),
    accepted_at: iso(s.acceptedAt),
    first_reply_at: iso(s.firstReplyAt),
    started_at: iso(s.startedAt),
    paid_until: iso(paidUntil),
    paused: s.status === 'active' && !s.meterResumedAt,
    metered_seconds: Math.floor(metered / 1000),
    ended_at: iso(s.endedAt),
    end_reason: (s.endReason as ConsultEndReason | null) ?? null,
    reject_reason: s.rejectReason,
  };
}

export function toMessage(m: MessageRow): ChatMessage {
  return {
    id: m.id, session_id: m.sessionId, seq: m.seq, client_id: m.clientId, sender: m.sender as ChatMessage['sender'],
    text: m.text, image_url: m.imageUrl, masked: m.masked === 1, created_at: m.createdAt.toISOString(),
    delivered_at: m.deliveredAt ? m.deliveredAt.toISOString() : null, read_at: m.readAt ? m.readAt.toISOString() : null,
  };
}

export const isOpen = (status: string) => status === 'requested' || status === 'accepted' || status === 'active';

import { z } from 'zod';
import type { LiveClientToServerEvents, LiveServerToClientEvents } from './live';

/**
 * Consultations (issue 6): a paid chat or voice call between a user and an astrologer. REST paths create and
 * steer sessions; socket.io (path /socket.io, same origin) carries messages, typing, read marks, presence and
 * WebRTC signalling. Amounts are integer paise.
 */

export const consultModeSchema = z.enum(['chat', 'call'], { error: 'mode must be chat or call.' });
export type ConsultMode = z.infer<typeof consultModeSchema>;

/**
 * requested → accepted (astrologer said yes; waiting for the first reply or audio) → active (meter running)
 * → ended. A request that is not answered in 2 minutes becomes expired; the astrologer may reject it; the user
 * may cancel it before it is accepted.
 */
export const consultStatusSchema = z.enum(['requested', 'accepted', 'active', 'ended', 'expired', 'rejected', 'cancelled']);
export type ConsultStatus = z.infer<typeof consultStatusSchema>;

/** Why a session ended, for both sides and for order history. */
export const consultEndReasonSchema = z.enum([
  'user_ended', 'astrologer_ended', 'balance_exhausted', 'spending_cap', 'disconnected', 'no_reply', 'admin_ended', 'server_settled',
]);
export type ConsultEndReason = z.infer<typeof consultEndReasonSchema>;

const dateString = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter the birth date as day/month/year, for example 14/05/1990.');
const timeString = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter the birth time like 06:30 (24-hour clock).');

/** The intake form the astrologer reads before accepting. */
export const consultIntakeSchema = z.object({
  name: z.string().trim().min(2, 'Please enter the name for the consultation.').max(80, 'The name can be at most 80 characters.'),
  gender: z.enum(['male', 'female', 'other'], { error: 'Please choose male, female or other.' }),
  birth_date: dateString,
  birth_time: timeString.nullable().optional(),
  birth_place: z.string().trim().max(120, 'The birth place can be at most 120 characters.').nullable().optional(),
  topic: z.string().trim().min(3, 'Please tell the astrologer what you want to ask about.').max(500, 'The topic can be at most 500 characters.'),
});
export type ConsultIntake = z.infer<typeof consultIntakeSchema>;

/** POST /api/create_chat_session (chat and call alike). */
export const createSessionBodySchema = z.object({
  astrologer_id: z.string().uuid('Unknown astrologer.'),
  mode: consultModeSchema.default('chat'),
  intake: consultIntakeSchema,
  /** the most the user agrees to spend in this session; the session ends when the next minute would pass it */
  spending_cap_paise: z.number().int('The spending limit must be whole paise.').min(100, 'The spending limit must be at least ₹1.').max(100_000_000).nullable().optional(),
});
export type CreateSessionBody = z.infer<typeof createSessionBodySchema>;

export const consultSessionSchema = z.object({
  id: z.string(),
  mode: consultModeSchema,
  status: consultStatusSchema,
  user: z.object({ id: z.string(), name: z.string() }),
  astrologer: z.object({ id: z.string(), name: z.string(), photo_url: z.string().nullable() }),
  /** the price per minute fixed at request time */
  price_per_minute_paise: z.number(),
  intake: consultIntakeSchema,
  spending_cap_paise: z.number().nullable(),
  billed_minutes: z.number(),
  charged_paise: z.number(),
  refunded_paise: z.number(),
  requested_at: z.string(),
  /** a request not accepted by then expires */
  request_expires_at: z.string().nullable(),
  accepted_at: z.string().nullable(),
  first_reply_at: z.string().nullable(),
  /** when the meter started (first astrologer reply in chat, audio connected in a call) */
  started_at: z.string().nullable(),
  /** the end of the minute already paid for (held); the meter charges the next minute then */
  paid_until: z.string().nullable(),
  /** the meter is paused because a side has been away for 30 s */
  paused: z.boolean(),
  /** seconds the meter ran (excluding pauses) */
  metered_seconds: z.number(),
  ended_at: z.string().nullable(),
  end_reason: consultEndReasonSchema.nullable(),
  /** the astrologer's reason for a rejection */
  reject_reason: z.string().nullable(),
});
export type ConsultSession = z.infer<typeof consultSessionSchema>;

export const chatMessageSchema = z.object({
  id: z.string(),
  session_id: z.string(),
  /** per-session order, 1, 2, 3 … */
  seq: z.number(),
  /** the sender's own id for the message, so a resend after a reconnect is stored once */
  client_id: z.string(),
  sender: z.enum(['user', 'astrologer', 'system']),
  /** phone numbers and payment handles replaced by ••• */
  text: z.string().nullable(),
  image_url: z.string().nullable(),
  masked: z.boolean(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  read_at: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/create_message (the socket's message:send does the same). */
export const createMessageBodySchema = z.object({
  session_id: z.string().uuid('Unknown session.'),
  client_id: z.string().min(8, 'client_id must have 8 to 64 characters.').max(64, 'client_id must have 8 to 64 characters.').regex(/^[A-Za-z0-9_-]+$/, 'client_id may contain only letters, digits, _ and -.'),
  text: z.string().trim().max(2000, 'A message can be at most 2000 characters.').optional(),
  /** a picture uploaded first through POST /upload?purpose=chat */
  image_url: z.string().max(300).regex(/^\/upload\/[A-Za-z0-9_.-]+$/, 'Send a picture uploaded through /upload.').optional(),
}).refine((b) => (b.text && b.text.length > 0) || b.image_url, 'Write a message or attach a picture.');
export type CreateMessageBody = z.infer<typeof createMessageBodySchema>;

export const rejectSessionBodySchema = z.object({ reason: z.string().trim().max(300, 'The reason can be at most 300 characters.').optional() });
export const spendingCapBodySchema = z.object({ spending_cap_paise: z.number().int().min(100, 'The spending limit must be at least ₹1.').max(100_000_000).nullable() });

/** Live status of an astrologer for the directory, sent to every visitor on changes. */
export const presenceUpdateSchema = z.object({
  astrologer_id: z.string(),
  chat_status: z.enum(['online', 'offline', 'busy']),
  call_status: z.enum(['online', 'offline', 'busy']),
  /** while busy: minutes until the running session can end at the latest (by the user's balance), rounded up */
  wait_minutes: z.number().nullable(),
});
export type PresenceUpdate = z.infer<typeof presenceUpdateSchema>;

// ---- socket.io events (typed both ways) -----------------------------------------------------------

export type Ack<T> = (reply: { ok: true; data: T } | { ok: false; error: string; message: string }) => void;

export interface ServerToClientEvents extends LiveServerToClientEvents {
  /** any change of a session the receiver takes part in (including a new request for an astrologer) */
  'session:update': (session: ConsultSession) => void;
  'message:new': (message: ChatMessage) => void;
  /** the other side received (delivered) or read every message up to seq */
  'message:status': (mark: { session_id: string; up_to_seq: number; status: 'delivered' | 'read'; by: 'user' | 'astrologer' }) => void;
  typing: (t: { session_id: string; from: 'user' | 'astrologer'; typing: boolean }) => void;
  /** about a minute of balance left: recharge to continue */
  'meter:warning': (w: { session_id: string; seconds_left: number; balance_paise: number }) => void;
  'presence:update': (p: PresenceUpdate) => void;
  /** WebRTC offer/answer/ICE candidate from the other side */
  'rtc:signal': (s: { session_id: string; data: RtcSignal }) => void;
}

export type RtcSignal =
  | { type: 'offer' | 'answer'; sdp: string }
  | { type: 'candidate'; candidate: { candidate: string; sdpMid: string | null; sdpMLineIndex: number | null } }
  | { type: 'hangup' };

export interface ClientToServerEvents extends LiveClientToServerEvents {
  /** join a session's room; returns the session and the messages after `after_seq` (0 for all) */
  'session:join': (p: { session_id: string; after_seq: number }, ack: Ack<{ session: ConsultSession; messages: ChatMessage[] }>) => void;
  'message:send': (p: CreateMessageBody, ack: Ack<ChatMessage>) => void;
  'message:read': (p: { session_id: string; up_to_seq: number }) => void;
  typing: (p: { session_id: string; typing: boolean }) => void;
  'rtc:signal': (p: { session_id: string; data: RtcSignal }) => void;
  /** the caller's side reports its WebRTC connection state; the meter starts when both report connected */
  'call:state': (p: { session_id: string; state: 'connected' | 'failed' | 'closed' }) => void;
  /** subscribe to the directory's live status updates */
  'presence:watch': () => void;
}

/** The phrase shown when the wallet cannot pay for 5 minutes; {amount} is rupees, {name} the astrologer's. */
export function minimumBalanceMessage(pricePerMinutePaise: number, astrologerName: string, mode: ConsultMode = 'chat'): string {
  const rupees = (pricePerMinutePaise * 5) / 100;
  const amount = Number.isInteger(rupees) ? String(rupees) : rupees.toFixed(2);
  return `Minimum balance of 5 minutes (₹${amount}) is required to start ${mode === 'call' ? 'call' : 'chat'} with ${astrologerName}`;
}

import { z } from 'zod';
import type { Ack } from './consult';

/**
 * Guruji Live (issue 11): an approved astrologer broadcasts; anyone may watch; signed-in viewers chat, send paid
 * gifts, follow and queue for a paid call on stage that the whole audience hears. REST paths create and steer a
 * live; socket.io (the same connection as consultations) carries the room: viewers, chat, gifts, queue, stage and
 * the WebRTC signalling with the media server (non-trickle: each side sends its SDP after ICE gathering completes).
 * Amounts are integer paise.
 */

/**
 * scheduled (announced ahead, "upcoming") → starting (created or started; waiting for the host's media)
 * → live → reconnecting (the host's media dropped; resumes within the grace period) → ended.
 */
export const liveStatusSchema = z.enum(['scheduled', 'starting', 'live', 'reconnecting', 'ended']);
export type LiveStatus = z.infer<typeof liveStatusSchema>;

export const liveEndReasonSchema = z.enum(['host_ended', 'host_lost', 'admin_ended', 'server_restart', 'never_started', 'cancelled']);
export type LiveEndReason = z.infer<typeof liveEndReasonSchema>;

/** Seconds the host may be gone before the live ends by itself. */
export const LIVE_RECONNECT_GRACE_S = 60;

/** POST /api/lives: go live now (no scheduled_at) or announce a live (scheduled_at in the future, ≤ 30 days). */
export const createLiveBodySchema = z.object({
  title: z.string().trim().min(3, 'Please give the live a title of at least 3 characters.').max(100, 'The title can be at most 100 characters.'),
  topic: z.string().trim().min(2, 'Please choose a topic.').max(60, 'The topic can be at most 60 characters.'),
  language: z.string().trim().min(2, 'Please choose a language.').max(30, 'Please choose a language.'),
  price_per_minute_paise: z.number({ error: 'Please enter the price per minute for calls on stage.' }).int('The price must be whole paise.').positive('The price must be more than zero.'),
  scheduled_at: z.string().datetime({ offset: true, error: 'Please choose a valid date and time.' }).nullable().optional(),
});
export type CreateLiveBody = z.infer<typeof createLiveBodySchema>;

export const liveAstrologerSchema = z.object({
  id: z.string(),
  name: z.string(),
  photo_url: z.string().nullable(),
  languages: z.array(z.string()),
  skills: z.array(z.string()),
  experience_years: z.number(),
  /** the viewer follows this astrologer (false when signed out) */
  following: z.boolean(),
});

/** One card of the live list. */
export const liveSummarySchema = z.object({
  id: z.string(),
  status: liveStatusSchema,
  title: z.string(),
  topic: z.string(),
  language: z.string(),
  price_per_minute_paise: z.number(),
  viewer_count: z.number(),
  scheduled_at: z.string().nullable(),
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  astrologer: z.object({ id: z.string(), name: z.string(), photo_url: z.string().nullable() }),
  /** the signed-in viewer asked to be reminded (scheduled lives) */
  reminder: z.boolean(),
});
export type LiveSummary = z.infer<typeof liveSummarySchema>;

export const liveQueueEntrySchema = z.object({ user_id: z.string(), name: z.string(), joined_at: z.string() });
export type LiveQueueEntry = z.infer<typeof liveQueueEntrySchema>;

/** The caller on stage (a consultation of mode call, billed by the consultation meter). */
export const liveStageSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  /** the consultation session that bills the call (GET /api/consultations/{id} for its owner) */
  session_id: z.string(),
  /** accepted: waiting for both sides' media; active: the meter runs */
  status: z.enum(['accepted', 'active']),
  started_at: z.string().nullable(),
  billed_minutes: z.number(),
});
export type LiveStage = z.infer<typeof liveStageSchema>;

export const topGifterSchema = z.object({ user_id: z.string(), name: z.string(), total_paise: z.number(), gifts: z.number() });

/** Everything a viewer's page shows; sent again (throttled) as `live:update` whenever it changes. */
export const liveDetailSchema = liveSummarySchema.extend({
  astrologer: liveAstrologerSchema,
  peak_viewers: z.number(),
  queue: z.array(liveQueueEntrySchema),
  stage: liveStageSchema.nullable(),
  top_gifters: z.array(topGifterSchema),
  /** which feeds are publishing now: the host (astrologer) and, during a call, the guest (caller) */
  feeds: z.object({ host: z.boolean(), guest: z.boolean() }),
  end_reason: liveEndReasonSchema.nullable(),
  /** about the signed-in viewer (all false/null when signed out) */
  me: z.object({
    signed_in: z.boolean(),
    is_host: z.boolean(),
    is_moderator: z.boolean(),
    in_queue: z.boolean(),
    on_stage: z.boolean(),
    muted: z.boolean(),
  }),
});
export type LiveDetail = z.infer<typeof liveDetailSchema>;

/** GET /api/lives */
export const liveListSchema = z.object({ live: z.array(liveSummarySchema), upcoming: z.array(liveSummarySchema) });
export type LiveList = z.infer<typeof liveListSchema>;

export const liveChatMessageSchema = z.object({
  id: z.string(),
  live_id: z.string(),
  user_id: z.string().nullable(),
  name: z.string(),
  /** host: the astrologer; system: gifts and stage notices */
  role: z.enum(['viewer', 'host', 'admin', 'system']),
  text: z.string(),
  /** phone numbers or UPI ids were masked */
  masked: z.boolean(),
  created_at: z.string(),
});
export type LiveChatMessage = z.infer<typeof liveChatMessageSchema>;

export const sendLiveChatBodySchema = z.object({
  live_id: z.string().uuid('Unknown live.'),
  text: z.string().trim().min(1, 'Please type a message.').max(300, 'A message can be at most 300 characters.'),
  client_id: z.string().min(1).max(64),
});

export const moderateBodySchema = z.object({
  user_id: z.string().uuid('Unknown viewer.'),
  /** mute: no chat for this live; remove: out of this live; block: out of every live of this astrologer, for good */
  action: z.enum(['mute', 'unmute', 'remove', 'block', 'unblock'], { error: 'Choose mute, unmute, remove, block or unblock.' }),
});

export const giftSchema = z.object({
  id: z.string(),
  name_en: z.string(),
  name_hi: z.string(),
  /** an emoji or an uploaded picture's URL */
  icon: z.string(),
  price_paise: z.number(),
  active: z.boolean(),
  sort_order: z.number(),
});
export type Gift = z.infer<typeof giftSchema>;

export const giftBodySchema = z.object({
  name_en: z.string().trim().min(2).max(40),
  name_hi: z.string().trim().min(1).max(40),
  icon: z.string().trim().min(1).max(300),
  price_paise: z.number().int('The price must be whole paise.').min(100, 'A gift costs at least ₹1.').max(10_000_000),
  active: z.boolean().default(true),
  sort_order: z.number().int().default(0),
});

/** POST /api/lives/{id}/gifts. The key makes a double click or a retry one gift. */
export const sendGiftBodySchema = z.object({
  gift_id: z.string().uuid('Unknown gift.'),
  idempotency_key: z.string().min(8, 'idempotency_key must be 8 to 64 characters.').max(64, 'idempotency_key must be 8 to 64 characters.'),
});

export const liveGiftEventSchema = z.object({
  id: z.string(),
  live_id: z.string(),
  gift: giftSchema.pick({ id: true, name_en: true, name_hi: true, icon: true, price_paise: true }),
  from: z.object({ user_id: z.string(), name: z.string() }),
  created_at: z.string(),
});
export type LiveGiftEvent = z.infer<typeof liveGiftEventSchema>;

/** GET /api/lives/{id}/summary (the host or an admin). */
export const liveReportSchema = z.object({
  id: z.string(),
  title: z.string(),
  status: liveStatusSchema,
  started_at: z.string().nullable(),
  ended_at: z.string().nullable(),
  duration_seconds: z.number(),
  peak_viewers: z.number(),
  total_viewers: z.number(),
  gifts_count: z.number(),
  gifts_paise: z.number(),
  calls: z.number(),
  call_minutes: z.number(),
  calls_paise: z.number(),
  /** the astrologer's share of gifts and calls */
  earnings_paise: z.number(),
});
export type LiveReport = z.infer<typeof liveReportSchema>;

/** Admin settings (GET/PUT /api/admin/live-settings). */
export const liveSettingsSchema = z.object({
  min_price_per_minute_paise: z.number().int().positive(),
  max_price_per_minute_paise: z.number().int().positive(),
  gift_share_percent: z.number().int().min(0).max(100),
  blocked_words: z.array(z.string().trim().min(1).max(40)).max(500),
  /** chat messages per user per 10 seconds */
  chat_messages_per_10s: z.number().int().min(1).max(50),
});
export type LiveSettings = z.infer<typeof liveSettingsSchema>;

// ---- media signalling -------------------------------------------------------------------------------

export type LiveFeed = 'host' | 'guest';
export type IceServer = { urls: string | string[]; username?: string; credential?: string };

// ---- socket.io events (merged into the app's typed events) ------------------------------------------

export interface LiveServerToClientEvents {
  /** the live changed (status, viewers, queue, stage, gifters, feeds); throttled to about 2 per second */
  'live:update': (live: LiveDetail) => void;
  /** something in the live list changed (someone went live, ended, announced): refetch GET /api/lives */
  'live:list-changed': () => void;
  'live:chat': (m: LiveChatMessage) => void;
  'live:chat-deleted': (d: { live_id: string; message_id: string }) => void;
  'live:gift': (g: LiveGiftEvent) => void;
  /** a feed started, dropped or ended: subscribe again when `publishing` turns true */
  'live:feed': (f: { live_id: string; feed: LiveFeed; publishing: boolean }) => void;
  /** to the affected viewer only */
  'live:moderated': (m: { live_id: string; action: 'mute' | 'unmute' | 'remove' | 'block' | 'unblock'; message: string }) => void;
  /** to the caller: you are on stage now, publish your guest feed (session_id bills the call) */
  'live:on-stage': (s: { live_id: string; session_id: string }) => void;
  /** to a follower's (or a reminder holder's) own room `user:<id>`: an astrologer they follow went live (in-app notice) */
  'live:started': (s: LiveSummary) => void;
  /** to the caller: your call on stage ended */
  'live:off-stage': (s: { live_id: string; session_id: string; reason: string }) => void;
}

export interface LiveClientToServerEvents {
  /** enter the room (anyone, signed in or not); returns the live, the last 50 chat messages and the ICE servers */
  'live:join': (p: { live_id: string }, ack: Ack<{ live: LiveDetail; messages: LiveChatMessage[]; ice_servers: IceServer[] }>) => void;
  'live:leave': (p: { live_id: string }) => void;
  /** watch the live list (room), for `live:list-changed` */
  'live:watch-list': () => void;
  'live:chat': (p: { live_id: string; text: string; client_id: string }, ack: Ack<LiveChatMessage>) => void;
  /** the host publishes the host feed, the caller on stage the guest feed: offer in, answer out */
  'live:publish': (p: { live_id: string; feed: LiveFeed; sdp: string }, ack: Ack<{ sdp: string }>) => void;
  /** receive a feed: the media server's offer out; answer it with live:answer */
  'live:subscribe': (p: { live_id: string; feed: LiveFeed }, ack: Ack<{ subscription_id: string; sdp: string }>) => void;
  'live:answer': (p: { live_id: string; subscription_id: string; sdp: string }, ack: Ack<{ ok: true }>) => void;
  'live:unsubscribe': (p: { live_id: string; subscription_id: string }) => void;
}

import type { ChatMessage, ConsultSession, PresenceUpdate } from '@nakshatra/shared';

/**
 * How domain code tells connected clients what changed. The socket.io layer implements it (rooms per user,
 * per session side and for presence); without it (tests of the domain alone) nothing is sent.
 */
export interface ConsultNotifier {
  /** a session changed: both participants' user rooms receive session:update */
  session(view: ConsultSession, userIds: string[]): void;
  message(message: ChatMessage, sessionId: string): void;
  marks(mark: { session_id: string; up_to_seq: number; status: 'delivered' | 'read'; by: 'user' | 'astrologer' }): void;
  warning(w: { session_id: string; seconds_left: number; balance_paise: number }, userId: string): void;
  presence(p: PresenceUpdate): void;
  /** a notification for a user who may have no page open (web push) */
  push(userId: string, payload: { title: string; body: string; url: string; tag?: string }): void;
  /** whether a side of a session has a live connection right now (any API process) */
  connected(sessionId: string, side: 'user' | 'astrologer'): Promise<boolean>;
}

export const silentNotifier: ConsultNotifier = {
  session() {}, message() {}, marks() {}, warning() {}, presence() {}, push() {},
  connected: async () => false,
};

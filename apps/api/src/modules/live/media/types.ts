/**
 * Live media (issue 11): one interface for the engines that carry a live's audio and video, so the product does not
 * care which one runs. A room holds up to two published feeds: 'host' (the astrologer) and 'guest' (the caller on
 * stage); every viewer (and the host, for the guest) subscribes to the feeds it wants with one RTCPeerConnection per
 * feed. Signalling is non-trickle: the browser sends its SDP after ICE gathering completes, and the engine's SDP
 * carries its candidates too.
 *
 * Engines: 'werift' (in-process SFU, the embedded default) and 'janus' (Janus Gateway's VideoRoom through janode).
 */
export type LiveFeed = 'host' | 'guest';

export type MediaEvent =
  /** a feed's publisher connection: connected (media flows), disconnected (lost, may come back), closed (gone) */
  | { type: 'feed'; roomId: string; feed: LiveFeed; state: 'connected' | 'disconnected' | 'closed' }
  /** a subscriber's connection to a feed */
  | { type: 'subscription'; roomId: string; subscriptionId: string; viewerId: string; feed: LiveFeed; state: 'connected' | 'disconnected' | 'closed' };

export interface LiveMedia {
  readonly engine: 'werift' | 'janus';
  /** idempotent */
  createRoom(roomId: string): Promise<void>;
  /** a publisher's offer (ICE gathered) in, the engine's answer out; publishing a feed again replaces the old one */
  publish(roomId: string, feed: LiveFeed, offerSdp: string): Promise<{ answerSdp: string }>;
  unpublish(roomId: string, feed: LiveFeed): Promise<void>;
  /** the engine's offer to send a feed to a viewer; the viewer answers with `answer` (throws if the feed is not published) */
  subscribe(roomId: string, feed: LiveFeed, viewerId: string): Promise<{ subscriptionId: string; offerSdp: string }>;
  answer(roomId: string, subscriptionId: string, answerSdp: string): Promise<void>;
  unsubscribe(roomId: string, subscriptionId: string): Promise<void>;
  /** closes every feed and subscription of the room */
  closeRoom(roomId: string): Promise<void>;
  onEvent(listener: (e: MediaEvent) => void): () => void;
  stats(): { rooms: number; feeds: number; subscriptions: number };
  /** stops the engine (tests, shutdown) */
  close(): Promise<void>;
}

/** Thrown for a client's mistake (unknown room, feed not published, bad SDP): the caller turns it into a 4xx. */
export class MediaError extends Error {
  constructor(readonly code: 'room_not_found' | 'feed_not_published' | 'subscription_not_found' | 'bad_sdp' | 'engine_unavailable', message: string) {
    super(message);
  }
}

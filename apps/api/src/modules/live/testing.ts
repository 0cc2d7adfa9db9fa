/**
 * TEST DOUBLE ONLY (never used by the running API): an in-memory stand-in for a LiveMedia engine, so the live
 * module's tests can drive feed and subscription events by hand. The real engines (./media/) are tested by their
 * own suites and end to end in the browser tests.
 */
import { MediaError, type LiveFeed, type LiveMedia, type MediaEvent } from './media/types.js';

export class InMemoryLiveMediaTestDouble implements LiveMedia {
  readonly engine = 'werift' as const;
  readonly rooms = new Map<string, { feeds: Set<LiveFeed>; subs: Map<string, { feed: LiveFeed; viewerId: string }> }>();
  private listeners = new Set<(e: MediaEvent) => void>();
  private seq = 0;
  /** every call, for assertions: ['publish', room, feed] … */
  readonly calls: Array<[string, ...string[]]> = [];

  async createRoom(roomId: string) { if (!this.rooms.has(roomId)) this.rooms.set(roomId, { feeds: new Set(), subs: new Map() }); }
  private room(roomId: string) {
    const r = this.rooms.get(roomId);
    if (!r) throw new MediaError('room_not_found', 'No such room.');
    return r;
  }
  async publish(roomId: string, feed: LiveFeed, offerSdp: string) {
    if (!offerSdp.startsWith('v=0')) throw new MediaError('bad_sdp', 'Not an SDP offer.');
    this.room(roomId).feeds.add(feed);
    this.calls.push(['publish', roomId, feed]);
    return { answerSdp: `v=0\r\nanswer-for-${feed}` };
  }
  async unpublish(roomId: string, feed: LiveFeed) { this.rooms.get(roomId)?.feeds.delete(feed); this.calls.push(['unpublish', roomId, feed]); }
  async subscribe(roomId: string, feed: LiveFeed, viewerId: string) {
    const r = this.room(roomId);
    if (!r.feeds.has(feed)) throw new MediaError('feed_not_published', 'Feed not published.');
    const subscriptionId = `sub-${++this.seq}`;
    r.subs.set(subscriptionId, { feed, viewerId });
    this.calls.push(['subscribe', roomId, feed, viewerId]);
    return { subscriptionId, offerSdp: `v=0\r\noffer-${subscriptionId}` };
  }
  async answer(roomId: string, subscriptionId: string) {
    if (!this.room(roomId).subs.has(subscriptionId)) throw new MediaError('subscription_not_found', 'No such subscription.');
    this.calls.push(['answer', roomId, subscriptionId]);
  }
  async unsubscribe(roomId: string, subscriptionId: string) { this.rooms.get(roomId)?.subs.delete(subscriptionId); this.calls.push(['unsubscribe', roomId, subscriptionId]); }
  async closeRoom(roomId: string) { this.rooms.delete(roomId); this.calls.push(['closeRoom', roomId]); }
  onEvent(listener: (e: MediaEvent) => void) { this.listeners.add(listener); return () => { this.listeners.delete(listener); }; }
  stats() {
    let feeds = 0; let subscriptions = 0;
    for (const r of this.rooms.values()) { feeds += r.feeds.size; subscriptions += r.subs.size; }
    return { rooms: this.rooms.size, feeds, subscriptions };
  }
  async close() { this.rooms.clear(); }

  /** what an engine would report: emit by hand */
  emit(e: MediaEvent) { for (const l of this.listeners) l(e); }
  feed(roomId: string, feed: LiveFeed, state: 'connected' | 'disconnected' | 'closed') { this.emit({ type: 'feed', roomId, feed, state }); }
  subscription(roomId: string, subscriptionId: string, state: 'connected' | 'disconnected' | 'closed') {
    const s = this.rooms.get(roomId)?.subs.get(subscriptionId);
    if (!s) throw new Error(`test double: no subscription ${subscriptionId}`);
    this.emit({ type: 'subscription', roomId, subscriptionId, viewerId: s.viewerId, feed: s.feed, state });
  }
}

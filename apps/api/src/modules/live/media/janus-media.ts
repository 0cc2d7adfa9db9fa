/**
 * Production live media engine (issue 11): Janus Gateway's VideoRoom plugin driven through janode over WebSocket.
 *
 * - one VideoRoom room per live: its numeric id is derived from our room id (48 bits of SHA-1), created on demand;
 * - one publisher handle per feed: 'host' and 'guest' are distinct publishers (display names "host" / "guest") with
 *   Janus publisher ids allocated per room; publishing a feed again joins a new publisher, switches the existing
 *   subscribers to it (VideoRoom "switch", no renegotiation) and then detaches the old one;
 * - one subscriber handle per subscription: Janus offers, the viewer answers (`start`);
 * - events: webrtcup → connected; media receiving=false on every stream → disconnected (true again → connected);
 *   hangup / ICE failed → feed disconnected (the publisher must publish again), subscription closed;
 * - non-trickle: the browser's SDP carries its candidates, so every jsep we send is marked `trickle: false`; Janus
 *   itself gathers before it answers or offers (full_trickle off, the default), so its SDP carries its candidates;
 * - the janode connection is re-opened with backoff when it drops; Janus drops the session's handles with the
 *   WebSocket, so every feed reports 'disconnected' and every subscription 'closed', and rooms are re-created.
 */
import { createHash, randomUUID } from 'node:crypto';
import Janode, { type JanodeConnection, type JanodeSession } from 'janode';
import VideoRoomPlugin, { type VideoRoomHandle } from 'janode/plugins/videoroom';
import { MediaError, type LiveFeed, type LiveMedia, type MediaEvent } from './types.js';
import type { MediaLog } from './werift-sfu.js';
import { validSdp } from './sdp.js';

export interface JanusMediaOptions {
  /** e.g. ws://127.0.0.1:8188 */
  url: string;
  log?: MediaLog;
  /** per Janus request; default 10 s */
  requestTimeoutMs?: number;
  /** VideoRoom bitrate cap for publishers, bits/s; default 1.5 Mbit/s */
  bitrate?: number;
  /** janode's own logging on stdout (off by default: our log gets what matters) */
  janodeLogLevel?: 'debug' | 'verb' | 'info' | 'warn' | 'error' | 'none';
}

type State = 'new' | 'connected' | 'disconnected' | 'closed';

interface JFeed {
  name: LiveFeed;
  janusId: number;
  handle: VideoRoomHandle;
  /** mid per kind from the publisher's offer (Janus keeps the publisher's mids) */
  mids: Partial<Record<'audio' | 'video', string>>;
  receiving: Map<string, boolean>;
  state: State;
  subs: Set<JSub>;
  /** resolves when Janus reports the publisher's PeerConnection up (a feed is subscribable from then on) */
  up: Promise<void>;
  markUp: () => void;
  /** the publisher this one replaces: its viewers move over once this one is up */
  previous?: JFeed;
}

interface JSub {
  id: string;
  viewerId: string;
  feed: LiveFeed;
  handle: VideoRoomHandle;
  /** subscription mid per kind */
  mids: Partial<Record<'audio' | 'video', string>>;
  state: State;
}

interface JRoom {
  id: string;
  num: number;
  created: boolean;
  nextPublisherId: number;
  feeds: Map<LiveFeed, JFeed>;
  subs: Map<string, JSub>;
}

const noop = () => {};

/** Janus VideoRoom room number for one of our room ids (uuid or any string): 48 bits of SHA-1, never 0 */
export function janusRoomNumber(roomId: string): number {
  return createHash('sha1').update(roomId).digest().readUIntBE(0, 6) + 1;
}

function midsOf(sdp: string): Partial<Record<'audio' | 'video', string>> {
  const out: Partial<Record<'audio' | 'video', string>> = {};
  let kind: string | null = null;
  for (const line of sdp.split(/\r?\n/)) {
    if (line.startsWith('m=')) kind = line.slice(2).split(' ')[0] ?? null;
    else if (line.startsWith('a=mid:') && (kind === 'audio' || kind === 'video') && !out[kind]) out[kind] = line.slice(6).trim();
  }
  return out;
}

function errText(err: unknown): string {
  const e = err as { message?: string; _code?: number };
  return `${e?._code ? `${e._code} ` : ''}${e?.message ?? String(err)}`;
}

function isSdpError(err: unknown): boolean {
  const e = err as { message?: string; _code?: number };
  // Janus core 465/466 (JSEP unknown type / invalid SDP), VideoRoom 436 (invalid SDP) and any message about the SDP
  return e?._code === 465 || e?._code === 466 || e?._code === 436 || /sdp|jsep|codec/i.test(e?.message ?? '');
}

export class JanusMedia implements LiveMedia {
  readonly engine = 'janus' as const;
  private readonly rooms = new Map<string, JRoom>();
  private readonly listeners = new Set<(e: MediaEvent) => void>();
  private conn?: JanodeConnection;
  private session?: JanodeSession;
  private admin?: VideoRoomHandle;
  private connecting?: Promise<void>;
  private reconnectTimer?: NodeJS.Timeout;
  private backoffMs = 500;
  private closed = false;

  constructor(private readonly opts: JanusMediaOptions) {
    Janode.Logger.setLevel(opts.janodeLogLevel ?? 'none');
  }

  /** opens the connection; createLiveMedia awaits it so a wrong JANUS_URL fails at start-up */
  async start(): Promise<void> {
    await this.connect();
  }

  // ---------------------------------------------------------------- connection

  private connect(): Promise<void> {
    if (this.connecting) return this.connecting;
    this.connecting = (async () => {
      const conn = await Janode.connect({ address: [{ url: this.opts.url }], retry_time_secs: 1, max_retries: 2 });
      try {
        const session = await conn.create(15);
        const admin = await session.attach(VideoRoomPlugin);
        if (this.closed) throw new MediaError('engine_unavailable', 'The live media engine is stopped.');
        this.conn = conn;
        this.session = session;
        this.admin = admin;
        this.backoffMs = 500;
        const lost = (why: string) => this.lost(conn, why);
        conn.once(Janode.EVENT.CONNECTION_ERROR, (e: Error) => lost(`connection error: ${e?.message}`));
        conn.once(Janode.EVENT.CONNECTION_CLOSED, () => lost('connection closed'));
        session.once(Janode.EVENT.SESSION_DESTROYED, () => lost('session destroyed'));
      } catch (err) {
        await conn.close().catch(noop);
        throw err;
      }
    })();
    this.connecting.then(
      () => this.opts.log?.info({ url: this.opts.url }, 'janus connected'),
      () => {},
    );
    this.connecting.catch(() => (this.connecting = undefined));
    return this.connecting;
  }

  private lost(conn: JanodeConnection, why: string) {
    if (this.conn !== conn) return;
    this.conn = undefined;
    this.session = undefined;
    this.admin = undefined;
    this.connecting = undefined;
    if (this.closed) return;
    this.opts.log?.warn({ url: this.opts.url, why }, 'janus connection lost; reconnecting');
    conn.close().catch(noop);
    // Janus tears down the handles of a session whose transport is gone: nothing survives
    for (const room of this.rooms.values()) {
      room.created = false;
      for (const sub of [...room.subs.values()]) this.dropSub(room, sub, false);
      for (const feed of [...room.feeds.values()]) {
        room.feeds.delete(feed.name);
        feed.previous = undefined;
        if (feed.state !== 'closed') this.emit({ type: 'feed', roomId: room.id, feed: feed.name, state: 'disconnected' });
        feed.state = 'closed';
      }
    }
    this.scheduleReconnect();
  }

  private scheduleReconnect() {
    if (this.closed || this.reconnectTimer) return;
    const wait = this.backoffMs;
    this.backoffMs = Math.min(this.backoffMs * 2, 10_000);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      this.connect().then(
        async () => {
          for (const room of this.rooms.values()) await this.ensureJanusRoom(room).catch(noop);
        },
        (err) => {
          this.opts.log?.warn({ err: errText(err) }, 'janus reconnect failed');
          this.scheduleReconnect();
        },
      );
    }, wait);
  }

  private async ready(): Promise<{ session: JanodeSession; admin: VideoRoomHandle }> {
    if (this.closed) throw new MediaError('engine_unavailable', 'The live media engine is stopped.');
    if (!this.session || !this.admin) {
      try {
        await this.withTimeout(this.connecting ?? this.connect(), 'connect');
      } catch {
        throw new MediaError('engine_unavailable', 'The live media server is not reachable.');
      }
    }
    if (!this.session || !this.admin) throw new MediaError('engine_unavailable', 'The live media server is not reachable.');
    return { session: this.session, admin: this.admin };
  }

  /** a new VideoRoom handle on our session */
  private async attach(): Promise<VideoRoomHandle> {
    const { session } = await this.ready();
    try {
      return await this.withTimeout(session.attach(VideoRoomPlugin), 'attach');
    } catch (err) {
      if (err instanceof MediaError) throw err;
      throw new MediaError('engine_unavailable', `The live media server refused a handle: ${errText(err)}`);
    }
  }

  private withTimeout<T>(p: Promise<T>, what: string): Promise<T> {
    const ms = this.opts.requestTimeoutMs ?? 10_000;
    return new Promise<T>((resolve, reject) => {
      const t = setTimeout(() => reject(new MediaError('engine_unavailable', `The live media server did not answer (${what}).`)), ms);
      p.then(
        (v) => {
          clearTimeout(t);
          resolve(v);
        },
        (e) => {
          clearTimeout(t);
          reject(e);
        },
      );
    });
  }

  // ---------------------------------------------------------------- rooms

  async createRoom(roomId: string): Promise<void> {
    let room = this.rooms.get(roomId);
    if (!room) {
      // publisher ids start at a random point: a room that outlived an API restart may still hold a stale publisher
      room = { id: roomId, num: janusRoomNumber(roomId), created: false, nextPublisherId: 1 + Math.floor(Math.random() * 2 ** 30), feeds: new Map(), subs: new Map() };
      this.rooms.set(roomId, room);
    }
    await this.ensureJanusRoom(room);
  }

  private async ensureJanusRoom(room: JRoom) {
    if (room.created) return;
    const { admin } = await this.ready();
    try {
      await this.createJanusRoom(admin, room);
    } catch (err) {
      if (err instanceof MediaError) throw err;
      throw new MediaError('engine_unavailable', `The live media server could not create the room: ${errText(err)}`);
    }
    room.created = true;
  }

  private async createJanusRoom(admin: VideoRoomHandle, room: JRoom) {
    const { exists } = await this.withTimeout(admin.exists({ room: room.num }), 'exists');
    if (!exists) {
      await this.withTimeout(
        admin.create({
          room: room.num,
          description: `live ${room.id}`.slice(0, 120),
          max_publishers: 4,
          permanent: false,
          bitrate: this.opts.bitrate ?? 1_500_000,
          fir_freq: 10,
          audiocodec: 'opus',
          videocodec: 'vp8,h264',
          notify_joining: false,
        }),
        'create',
      ).catch((err) => {
        // 427: the room already exists (a concurrent create)
        if ((err as { _code?: number })._code !== 427) throw err;
      });
    }
  }

  private room(roomId: string): JRoom {
    if (this.closed) throw new MediaError('engine_unavailable', 'The live media engine is stopped.');
    const room = this.rooms.get(roomId);
    if (!room) throw new MediaError('room_not_found', 'This live room does not exist.');
    return room;
  }

  async closeRoom(roomId: string): Promise<void> {
    const room = this.rooms.get(roomId);
    if (!room) return;
    this.rooms.delete(roomId);
    for (const sub of [...room.subs.values()]) this.dropSub(room, sub, true);
    for (const feed of [...room.feeds.values()]) this.dropFeed(room, feed);
    if (room.created && this.admin) await this.withTimeout(this.admin.destroy({ room: room.num }), 'destroy').catch(noop);
  }

  // ---------------------------------------------------------------- publish

  async publish(roomId: string, feedName: LiveFeed, offerSdp: string): Promise<{ answerSdp: string }> {
    const room = this.room(roomId);
    if (!validSdp(offerSdp)) throw new MediaError('bad_sdp', 'The offer is not a valid SDP.');
    await this.ensureJanusRoom(room);
    const handle = await this.attach();
    const janusId = room.nextPublisherId++;
    let answerSdp: string;
    try {
      const res = await this.withTimeout(
        handle.joinConfigurePublisher({ room: room.num, feed: janusId, display: feedName, jsep: { type: 'offer', sdp: offerSdp, trickle: false } }),
        'publish',
      );
      if (!res.jsep?.sdp) throw new Error('Janus sent no answer');
      answerSdp = res.jsep.sdp;
    } catch (err) {
      handle.detach().catch(noop);
      if (err instanceof MediaError) throw err;
      if (isSdpError(err)) throw new MediaError('bad_sdp', `The offer could not be accepted: ${errText(err)}`);
      throw new MediaError('engine_unavailable', `The live media server refused the offer: ${errText(err)}`);
    }
    if (this.rooms.get(roomId) !== room) {
      handle.detach().catch(noop);
      throw new MediaError('room_not_found', 'This live room does not exist.');
    }
    let markUp = noop;
    const up = new Promise<void>((r) => (markUp = r));
    const feed: JFeed = { name: feedName, janusId, handle, mids: midsOf(offerSdp), receiving: new Map(), state: 'new', subs: new Set(), up, markUp };
    const old = room.feeds.get(feedName);
    if (old) {
      // the old publisher keeps its viewers until this one is up, then they are switched over (see switchOver)
      old.state = 'closed';
      feed.previous = old.previous ?? old;
      if (old.previous) {
        // replaced twice before coming up: the intermediate publisher never had viewers of its own
        for (const sub of old.subs) feed.previous.subs.add(sub);
        old.handle.detach().catch(noop);
      }
    }
    room.feeds.set(feedName, feed);
    this.wireFeed(room, feed);
    return { answerSdp };
  }

  private wireFeed(room: JRoom, feed: JFeed) {
    const h = feed.handle;
    const current = () => room.feeds.get(feed.name) === feed && feed.state !== 'closed';
    const set = (state: 'connected' | 'disconnected') => {
      if (!current() || feed.state === state) return;
      feed.state = state;
      this.emit({ type: 'feed', roomId: room.id, feed: feed.name, state });
    };
    h.on(Janode.EVENT.HANDLE_WEBRTCUP, () => {
      set('connected');
      feed.markUp();
      if (feed.previous && current()) void this.switchOver(room, feed);
    });
    h.on(Janode.EVENT.HANDLE_MEDIA, (d: { type?: string; mid?: string; receiving?: boolean }) => {
      feed.receiving.set(d.mid ?? d.type ?? '?', !!d.receiving);
      const any = [...feed.receiving.values()].some(Boolean);
      if (!any && feed.state === 'connected') set('disconnected');
      else if (any && feed.state === 'disconnected') set('connected');
    });
    h.on(Janode.EVENT.HANDLE_HANGUP, () => set('disconnected'));
    h.on(Janode.EVENT.HANDLE_ICE_FAILED, () => set('disconnected'));
  }

  /** moves the previous publisher's viewers to this one (VideoRoom "switch", no renegotiation), then detaches it */
  private async switchOver(room: JRoom, feed: JFeed) {
    const old = feed.previous;
    if (!old) return;
    feed.previous = undefined;
    for (const sub of [...old.subs]) {
      if (sub.state === 'closed') continue;
      const streams = (['audio', 'video'] as const)
        .filter((k) => sub.mids[k] && feed.mids[k])
        .map((k) => ({ feed: feed.janusId, mid: feed.mids[k]!, sub_mid: sub.mids[k]! }));
      try {
        if (streams.length === 0) throw new Error('no stream to switch');
        await this.withTimeout(sub.handle.switch({ streams }), 'switch');
        if (feed.state === 'closed') throw new Error('the new publisher left');
        feed.subs.add(sub);
      } catch (err) {
        this.opts.log?.warn({ err: errText(err), subscriptionId: sub.id }, 'janus switch failed; closing the subscription');
        this.dropSub(room, sub, true);
      }
    }
    old.subs.clear();
    old.handle.detach().catch(noop);
  }

  async unpublish(roomId: string, feedName: LiveFeed): Promise<void> {
    const room = this.rooms.get(roomId);
    const feed = room?.feeds.get(feedName);
    if (room && feed) this.dropFeed(room, feed);
  }

  private dropFeed(room: JRoom, feed: JFeed) {
    for (const sub of [...feed.subs]) this.dropSub(room, sub, true);
    if (feed.previous) {
      for (const sub of [...feed.previous.subs]) this.dropSub(room, sub, true);
      feed.previous.handle.detach().catch(noop);
      feed.previous = undefined;
    }
    if (room.feeds.get(feed.name) === feed) room.feeds.delete(feed.name);
    feed.state = 'closed';
    feed.handle.detach().catch(noop);
    this.emit({ type: 'feed', roomId: room.id, feed: feed.name, state: 'closed' });
  }

  // ---------------------------------------------------------------- subscribe

  async subscribe(roomId: string, feedName: LiveFeed, viewerId: string): Promise<{ subscriptionId: string; offerSdp: string }> {
    const room = this.room(roomId);
    const feed = room.feeds.get(feedName);
    if (!feed) throw new MediaError('feed_not_published', 'This feed is not being published.');
    // Janus accepts subscribers once the publisher's PeerConnection is up
    if (feed.state !== 'connected') {
      const ok = await this.withTimeout(feed.up.then(() => true), 'publisher up').catch(() => false);
      if (!ok || room.feeds.get(feedName) !== feed) throw new MediaError('feed_not_published', 'This feed is not being published yet.');
    }
    const handle = await this.attach();
    let offerSdp: string;
    let mids: JSub['mids'] = {};
    try {
      const res = await this.withTimeout(handle.joinSubscriber({ room: room.num, streams: [{ feed: feed.janusId }], use_msid: true }), 'subscribe');
      if (!res.jsep?.sdp) throw new Error('Janus sent no offer');
      offerSdp = res.jsep.sdp;
      for (const s of res.streams ?? []) if ((s.type === 'audio' || s.type === 'video') && !mids[s.type]) mids[s.type] = s.mid;
      if (!mids.audio && !mids.video) mids = midsOf(offerSdp);
    } catch (err) {
      handle.detach().catch(noop);
      if (err instanceof MediaError) throw err;
      // 428: no such feed (the publisher left or has no media yet)
      if ((err as { _code?: number })._code === 428 || /no such feed|not published|no streams/i.test(errText(err)))
        throw new MediaError('feed_not_published', 'This feed is not being published.');
      throw new MediaError('engine_unavailable', `The live media server could not subscribe: ${errText(err)}`);
    }
    if (this.rooms.get(roomId) !== room || room.feeds.get(feedName) !== feed) {
      handle.detach().catch(noop);
      throw new MediaError('feed_not_published', 'This feed is not being published.');
    }
    const sub: JSub = { id: randomUUID(), viewerId, feed: feedName, handle, mids, state: 'new' };
    room.subs.set(sub.id, sub);
    feed.subs.add(sub);
    handle.on(Janode.EVENT.HANDLE_WEBRTCUP, () => {
      if (sub.state === 'closed' || sub.state === 'connected') return;
      sub.state = 'connected';
      this.emit({ type: 'subscription', roomId, subscriptionId: sub.id, viewerId, feed: feedName, state: 'connected' });
    });
    const gone = () => {
      if (sub.state !== 'closed') this.dropSub(room, sub, true);
    };
    handle.on(Janode.EVENT.HANDLE_HANGUP, gone);
    handle.on(Janode.EVENT.HANDLE_ICE_FAILED, gone);
    handle.on(Janode.EVENT.HANDLE_DETACHED, gone);
    return { subscriptionId: sub.id, offerSdp };
  }

  async answer(roomId: string, subscriptionId: string, answerSdp: string): Promise<void> {
    const room = this.room(roomId);
    const sub = room.subs.get(subscriptionId);
    if (!sub) throw new MediaError('subscription_not_found', 'This subscription does not exist.');
    if (!validSdp(answerSdp)) throw new MediaError('bad_sdp', 'The answer is not a valid SDP.');
    try {
      await this.withTimeout(sub.handle.start({ jsep: { type: 'answer', sdp: answerSdp, trickle: false } }), 'start');
    } catch (err) {
      if (err instanceof MediaError) throw err;
      if (isSdpError(err)) throw new MediaError('bad_sdp', `The answer could not be accepted: ${errText(err)}`);
      throw new MediaError('engine_unavailable', `The live media server refused the answer: ${errText(err)}`);
    }
  }

  async unsubscribe(roomId: string, subscriptionId: string): Promise<void> {
    const room = this.rooms.get(roomId);
    const sub = room?.subs.get(subscriptionId);
    if (room && sub) this.dropSub(room, sub, true);
  }

  private dropSub(room: JRoom, sub: JSub, detach: boolean) {
    if (sub.state === 'closed') return;
    sub.state = 'closed';
    room.subs.delete(sub.id);
    for (const f of room.feeds.values()) {
      f.subs.delete(sub);
      f.previous?.subs.delete(sub);
    }
    if (detach) sub.handle.detach().catch(noop);
    this.emit({ type: 'subscription', roomId: room.id, subscriptionId: sub.id, viewerId: sub.viewerId, feed: sub.feed, state: 'closed' });
  }

  // ---------------------------------------------------------------- misc

  onEvent(listener: (e: MediaEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  stats() {
    let feeds = 0;
    let subscriptions = 0;
    for (const r of this.rooms.values()) {
      feeds += r.feeds.size;
      subscriptions += r.subs.size;
    }
    return { rooms: this.rooms.size, feeds, subscriptions };
  }

  async close(): Promise<void> {
    if (this.closed) return;
    for (const id of [...this.rooms.keys()]) await this.closeRoom(id).catch(noop);
    this.closed = true;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
    const conn = this.conn;
    const session = this.session;
    this.conn = this.session = this.admin = undefined;
    if (session) await this.withTimeout(session.destroy(), 'destroy session').catch(noop);
    if (conn) await conn.close().catch(noop);
    this.listeners.clear();
  }

  private emit(e: MediaEvent) {
    for (const l of this.listeners) {
      try {
        l(e);
      } catch (err) {
        this.opts.log?.warn({ err }, 'live media event listener failed');
      }
    }
  }
}

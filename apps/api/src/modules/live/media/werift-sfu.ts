/**
 * Embedded live media engine (issue 11): an in-process SFU on werift.
 *
 * - publish: the browser's offer (audio Opus + video VP8 or H264, ICE gathered) is answered by a recvonly
 *   RTCPeerConnection; RTP from its tracks is forwarded to every subscriber of that feed.
 * - subscribe: the SFU offers a sendonly RTCPeerConnection carrying the feed's negotiated codecs; the viewer answers.
 * - keyframes: a new subscriber (once connected), a replaced publisher and every PLI/FIR a subscriber sends cause a
 *   PLI to the publisher, coalesced to at most one per PLI_MIN_INTERVAL_MS (a request inside the window is sent at its
 *   end, so it is never lost).
 * - a viewer's video starts at a keyframe: its sender joins the forwarding list when the next keyframe passes (or after
 *   KEYFRAME_WAIT_MS), and after a publisher change every viewer waits for the new publisher's first keyframe;
 * - non-trickle: every SDP handed out is taken after ICE gathering completed, so it carries the candidates.
 *
 * Per packet the forwarding loop does one `sender.sendRtp` per subscriber (werift clones the packet, rewrites SSRC,
 * payload type and the sequence/timestamp offsets that keep a replaced publisher continuous, then SRTP-protects it).
 */
import { randomUUID } from 'node:crypto';
import {
  MediaStream,
  RTCPeerConnection,
  RTCRtpCodecParameters,
  useOPUS,
  useVP8,
  useH264,
  type MediaStreamTrack,
  type RTCRtpReceiver,
  type RTCRtpSender,
  type RtpPacket,
  type RtcpPacket,
} from 'werift';
import { MediaError, type LiveFeed, type LiveMedia, type MediaEvent } from './types.js';
import { validSdp } from './sdp.js';
import { isKeyframeStart } from './keyframe.js';

export interface IceServer {
  urls: string | string[];
  username?: string;
  credential?: string;
}

export interface MediaLog {
  warn(o: unknown, m?: string): void;
  info(o: unknown, m?: string): void;
}

export interface WeriftSfuOptions {
  iceServers?: IceServer[];
  log?: MediaLog;
  /** UDP ports for the SFU's ICE sockets (one per PeerConnection), e.g. [40000, 40999] to open in a firewall; default ephemeral */
  portRange?: [number, number];
  /** milliseconds to wait for ICE gathering (host candidates are immediate; STUN/TURN can take longer) */
  gatherTimeoutMs?: number;
}

const PLI_MIN_INTERVAL_MS = 500;
/** a viewer waits this long for a keyframe before its video is forwarded from wherever the stream is */
const KEYFRAME_WAIT_MS = 3000;
const RTCP_PSFB = 206;
const PSFB_PLI = 1;
const PSFB_FIR = 4;

type Kind = 'audio' | 'video';

interface Source {
  pc: RTCPeerConnection;
  /** receiver + remote track per kind, once the publisher's media arrived */
  video?: { receiver: RTCRtpReceiver; track: MediaStreamTrack };
  audio?: { receiver: RTCRtpReceiver; track: MediaStreamTrack };
  unsubs: Array<() => void>;
  state: 'new' | 'connected' | 'disconnected' | 'closed';
}

interface Feed {
  roomId: string;
  name: LiveFeed;
  source: Source;
  /** codecs the publisher negotiated, offered to subscribers */
  codecs: { audio?: RTCRtpCodecParameters; video?: RTCRtpCodecParameters };
  subs: Set<Sub>;
  /** subscribers per kind, as arrays for the hot loop */
  audioSenders: RTCRtpSender[];
  videoSenders: RTCRtpSender[];
  /** video senders that start with the next keyframe (a new viewer, or every viewer after the publisher changed) */
  pendingVideo: RTCRtpSender[];
  lastPliAt: number;
  pliTimer?: NodeJS.Timeout;
}

interface Sub {
  id: string;
  roomId: string;
  viewerId: string;
  feed: Feed;
  pc: RTCPeerConnection;
  audioSender?: RTCRtpSender;
  videoSender?: RTCRtpSender;
  state: 'new' | 'connected' | 'disconnected' | 'closed';
  unsubs: Array<() => void>;
}

interface Room {
  id: string;
  feeds: Map<LiveFeed, Feed>;
  subs: Map<string, Sub>;
}

const noop = () => {};

function cloneCodec(c: RTCRtpCodecParameters): RTCRtpCodecParameters {
  return new RTCRtpCodecParameters({
    mimeType: c.mimeType,
    clockRate: c.clockRate,
    ...(c.channels != null ? { channels: c.channels } : {}),
    ...(c.parameters ? { parameters: c.parameters } : {}),
    rtcpFeedback: c.rtcpFeedback?.map((f) => ({ ...f })) ?? [],
  });
}

/** codecs a publisher may use: Opus; VP8 preferred, H264 (constrained baseline / baseline, packetization-mode 1) accepted */
function publisherCodecs() {
  return {
    audio: [useOPUS()],
    video: [
      useVP8(),
      useH264(),
      useH264({ parameters: 'profile-level-id=42001f;packetization-mode=1;level-asymmetry-allowed=1' }),
      useH264({ parameters: 'profile-level-id=4d001f;packetization-mode=1;level-asymmetry-allowed=1' }),
    ],
  };
}

function sameCodecs(a: Feed['codecs'], b: Feed['codecs']): boolean {
  const m = (c?: RTCRtpCodecParameters) => (c ? `${c.mimeType.toLowerCase()} ${c.parameters ?? ''}` : '');
  return m(a.audio) === m(b.audio) && m(a.video) === m(b.video);
}

export class WeriftSfu implements LiveMedia {
  readonly engine = 'werift' as const;
  private readonly rooms = new Map<string, Room>();
  private readonly listeners = new Set<(e: MediaEvent) => void>();
  private closed = false;

  /**
   * Only the STUN entries are used by the SFU itself (to learn its public address behind a 1:1 NAT); TURN entries are
   * for the browsers: the SFU's own candidates are reachable from a viewer's TURN relay.
   */
  private readonly stunServers: IceServer[];

  constructor(private readonly opts: WeriftSfuOptions = {}) {
    this.stunServers = (opts.iceServers ?? [])
      .map((s) => ({ urls: (Array.isArray(s.urls) ? s.urls : [s.urls]).filter((u) => /^stuns?:/i.test(u)) }))
      .filter((s) => s.urls.length > 0)
      .map((s) => ({ urls: s.urls.length === 1 ? s.urls[0]! : s.urls }));
  }

  // ---------------------------------------------------------------- rooms

  async createRoom(roomId: string): Promise<void> {
    this.assertOpen();
    if (!this.rooms.has(roomId)) this.rooms.set(roomId, { id: roomId, feeds: new Map(), subs: new Map() });
  }

  private room(roomId: string): Room {
    this.assertOpen();
    const room = this.rooms.get(roomId);
    if (!room) throw new MediaError('room_not_found', 'This live room does not exist.');
    return room;
  }

  async closeRoom(roomId: string): Promise<void> {
    const room = this.rooms.get(roomId);
    if (!room) return;
    for (const sub of [...room.subs.values()]) this.dropSub(room, sub);
    for (const feed of [...room.feeds.values()]) this.dropFeed(room, feed);
    this.rooms.delete(roomId);
  }

  // ---------------------------------------------------------------- publish

  async publish(roomId: string, feedName: LiveFeed, offerSdp: string): Promise<{ answerSdp: string }> {
    const room = this.room(roomId);
    if (!validSdp(offerSdp)) throw new MediaError('bad_sdp', 'The offer is not a valid SDP.');
    const pc = this.newPc(publisherCodecs());
    const source: Source = { pc, unsubs: [], state: 'new' };
    let answerSdp: string;
    let codecs: Feed['codecs'];
    try {
      await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
      for (const t of pc.getTransceivers()) t.setDirection('recvonly');
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      codecs = {};
      for (const t of pc.getTransceivers()) {
        if (t.rejected || t.stopped) continue;
        const kind = t.kind as Kind;
        const c = t.codecs.find((x) => !/rtx|red|ulpfec/i.test(x.mimeType));
        if (c && !codecs[kind]) codecs[kind] = c;
      }
      if (!codecs.audio && !codecs.video) throw new Error('no audio or video the SFU can receive');
      answerSdp = await this.gathered(pc);
    } catch (err) {
      await pc.close().catch(noop);
      if (err instanceof MediaError) throw err;
      throw new MediaError('bad_sdp', `The offer could not be accepted: ${(err as Error).message}`);
    }
    if (!this.rooms.has(roomId)) {
      await pc.close().catch(noop);
      throw new MediaError('room_not_found', 'This live room does not exist.');
    }

    const old = room.feeds.get(feedName);
    let feed: Feed;
    if (old && !sameCodecs(old.codecs, codecs)) {
      // the subscribers negotiated other codecs (or the publisher added or dropped its camera): they subscribe again
      for (const sub of [...old.subs]) this.dropSub(room, sub);
    }
    if (old) {
      // replace the publisher: keep the subscribers, retire the old connection without a 'closed' event
      const oldSource = old.source;
      old.source = source;
      old.codecs = codecs;
      this.retireSource(oldSource);
      // keep each subscriber's sequence numbers and timestamps continuous across the switch
      for (const s of old.audioSenders) s.replaceRTP({ sequenceNumber: 0, timestamp: 0 });
      for (const s of old.videoSenders) s.replaceRTP({ sequenceNumber: 0, timestamp: 0 });
      // the viewers' decoders resume at the new publisher's first keyframe
      old.pendingVideo = [...old.pendingVideo, ...old.videoSenders];
      old.videoSenders = [];
      feed = old;
    } else {
      feed = { roomId, name: feedName, source, codecs, subs: new Set(), audioSenders: [], videoSenders: [], pendingVideo: [], lastPliAt: 0 };
      room.feeds.set(feedName, feed);
    }
    this.wireSource(feed, source);
    return { answerSdp };
  }

  private wireSource(feed: Feed, source: Source) {
    const { pc } = source;
    // werift announces the remote tracks during setRemoteDescription: take them from the transceivers
    for (const t of pc.getTransceivers()) {
      if (t.rejected || t.stopped) continue;
      const kind = t.kind as Kind;
      if (source[kind]) continue;
      const track = t.receiver.track;
      source[kind] = { receiver: t.receiver, track };
      const h264 = kind === 'video' && /h264/i.test(t.codecs[0]?.mimeType ?? feed.codecs.video?.mimeType ?? '');
      const sub = track.onReceiveRtp.subscribe((rtp: RtpPacket) => {
        if (feed.source !== source) return;
        if (kind === 'video' && feed.pendingVideo.length > 0 && isKeyframeStart(rtp.payload, h264)) {
          feed.videoSenders = [...feed.videoSenders, ...feed.pendingVideo];
          feed.pendingVideo = [];
        }
        const list = kind === 'video' ? feed.videoSenders : feed.audioSenders;
        for (let i = 0; i < list.length; i++) list[i]!.sendRtp(rtp).catch(noop);
      });
      source.unsubs.push(sub.unSubscribe);
    }
    const onState = pc.connectionStateChange.subscribe((state) => {
      if (feed.source !== source || source.state === 'closed') return;
      if (state === 'connected') {
        source.state = 'connected';
        this.emit({ type: 'feed', roomId: feed.roomId, feed: feed.name, state: 'connected' });
        if (feed.subs.size > 0) this.requestKeyframe(feed);
      } else if ((state === 'disconnected' || state === 'failed' || state === 'closed') && source.state !== 'disconnected') {
        source.state = 'disconnected';
        this.emit({ type: 'feed', roomId: feed.roomId, feed: feed.name, state: 'disconnected' });
      }
    });
    source.unsubs.push(onState.unSubscribe);
  }

  private retireSource(source: Source) {
    source.state = 'closed';
    for (const u of source.unsubs) u();
    source.unsubs = [];
    source.pc.close().catch(noop);
  }

  async unpublish(roomId: string, feedName: LiveFeed): Promise<void> {
    const room = this.rooms.get(roomId);
    if (!room) return;
    const feed = room.feeds.get(feedName);
    if (feed) this.dropFeed(room, feed);
  }

  private dropFeed(room: Room, feed: Feed) {
    for (const sub of [...feed.subs]) this.dropSub(room, sub);
    if (feed.pliTimer) clearTimeout(feed.pliTimer);
    feed.pliTimer = undefined;
    room.feeds.delete(feed.name);
    this.retireSource(feed.source);
    this.emit({ type: 'feed', roomId: room.id, feed: feed.name, state: 'closed' });
  }

  // ---------------------------------------------------------------- keyframes

  /** PLI to the publisher's video, at most one per PLI_MIN_INTERVAL_MS; a request inside the window is sent at its end */
  private requestKeyframe(feed: Feed) {
    if (feed.pliTimer) return;
    const wait = feed.lastPliAt + PLI_MIN_INTERVAL_MS - Date.now();
    if (wait > 0) {
      feed.pliTimer = setTimeout(() => {
        feed.pliTimer = undefined;
        this.sendPli(feed);
      }, wait);
      feed.pliTimer.unref?.();
      return;
    }
    this.sendPli(feed);
  }

  private sendPli(feed: Feed) {
    const video = feed.source.video;
    if (!video || feed.source.state === 'closed') return;
    const ssrc = video.track.ssrc ?? video.track.header?.ssrc;
    if (ssrc == null) return;
    feed.lastPliAt = Date.now();
    video.receiver.sendRtcpPLI(ssrc).catch(noop);
  }

  // ---------------------------------------------------------------- subscribe

  async subscribe(roomId: string, feedName: LiveFeed, viewerId: string): Promise<{ subscriptionId: string; offerSdp: string }> {
    const room = this.room(roomId);
    const feed = room.feeds.get(feedName);
    if (!feed) throw new MediaError('feed_not_published', 'This feed is not being published.');
    const { audio, video } = feed.codecs;
    const pc = this.newPc({ audio: audio ? [cloneCodec(audio)] : [], video: video ? [cloneCodec(video)] : [] });
    const sub: Sub = { id: randomUUID(), roomId, viewerId, feed, pc, state: 'new', unsubs: [] };
    let offerSdp: string;
    try {
      // one MediaStream per feed so the browser's track event carries a stream (a=msid)
      const streams = [new MediaStream({ id: `${feedName}-${roomId}`.slice(0, 64) })];
      if (audio) sub.audioSender = pc.addTransceiver('audio', { direction: 'sendonly', streams }).sender;
      if (video) sub.videoSender = pc.addTransceiver('video', { direction: 'sendonly', streams }).sender;
      await pc.setLocalDescription(await pc.createOffer());
      offerSdp = await this.gathered(pc);
    } catch (err) {
      await pc.close().catch(noop);
      throw err;
    }
    if (this.rooms.get(roomId) !== room || room.feeds.get(feedName) !== feed) {
      await pc.close().catch(noop);
      throw new MediaError('feed_not_published', 'This feed is not being published.');
    }
    room.subs.set(sub.id, sub);
    feed.subs.add(sub);
    if (sub.videoSender) {
      const r = sub.videoSender.onRtcp.subscribe((p: RtcpPacket) => {
        const fb = p as unknown as { type: number; feedback?: { count?: number } };
        if (fb.type === RTCP_PSFB && (fb.feedback?.count === PSFB_PLI || fb.feedback?.count === PSFB_FIR)) this.requestKeyframe(feed);
      });
      sub.unsubs.push(r.unSubscribe);
    }
    const s = pc.connectionStateChange.subscribe((state) => {
      if (sub.state === 'closed') return;
      if (state === 'connected') {
        if (sub.state !== 'connected') {
          sub.state = 'connected';
          this.emit({ type: 'subscription', roomId, subscriptionId: sub.id, viewerId, feed: feed.name, state: 'connected' });
        }
        this.requestKeyframe(feed);
      } else if (state === 'disconnected') {
        if (sub.state === 'connected') {
          sub.state = 'disconnected';
          this.emit({ type: 'subscription', roomId, subscriptionId: sub.id, viewerId, feed: feed.name, state: 'disconnected' });
        }
      } else if (state === 'failed' || state === 'closed') {
        // a failed connection does not come back: the viewer subscribes again
        this.dropSub(room, sub);
      }
    });
    sub.unsubs.push(s.unSubscribe);
    return { subscriptionId: sub.id, offerSdp };
  }

  async answer(roomId: string, subscriptionId: string, answerSdp: string): Promise<void> {
    const room = this.room(roomId);
    const sub = room.subs.get(subscriptionId);
    if (!sub) throw new MediaError('subscription_not_found', 'This subscription does not exist.');
    if (!validSdp(answerSdp)) throw new MediaError('bad_sdp', 'The answer is not a valid SDP.');
    try {
      await sub.pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
    } catch (err) {
      throw new MediaError('bad_sdp', `The answer could not be accepted: ${(err as Error).message}`);
    }
    if (sub.state === 'closed') return;
    // forward only once the viewer answered (senders before DTLS drop packets anyway)
    const feed = sub.feed;
    if (sub.audioSender && !feed.audioSenders.includes(sub.audioSender)) feed.audioSenders = [...feed.audioSenders, sub.audioSender];
    if (sub.videoSender && !feed.videoSenders.includes(sub.videoSender) && !feed.pendingVideo.includes(sub.videoSender)) {
      // video starts at a keyframe: the PLI goes out when the viewer connects, again every second while it waits, and
      // after KEYFRAME_WAIT_MS the video is forwarded from wherever the stream is
      feed.pendingVideo = [...feed.pendingVideo, sub.videoSender];
      const sender = sub.videoSender;
      const started = Date.now();
      const t = setInterval(() => {
        if (sub.state === 'closed' || !feed.pendingVideo.includes(sender)) return clearInterval(t);
        if (Date.now() - started < KEYFRAME_WAIT_MS) return this.requestKeyframe(feed);
        clearInterval(t);
        feed.pendingVideo = feed.pendingVideo.filter((x) => x !== sender);
        feed.videoSenders = [...feed.videoSenders, sender];
      }, 1000);
      t.unref?.();
      sub.unsubs.push(() => clearInterval(t));
    }
  }

  async unsubscribe(roomId: string, subscriptionId: string): Promise<void> {
    const room = this.rooms.get(roomId);
    const sub = room?.subs.get(subscriptionId);
    if (room && sub) this.dropSub(room, sub);
  }

  private dropSub(room: Room, sub: Sub) {
    if (sub.state === 'closed') return;
    sub.state = 'closed';
    for (const u of sub.unsubs) u();
    const feed = sub.feed;
    feed.subs.delete(sub);
    // copy-on-write: the forwarding loop may be iterating the old array
    if (sub.audioSender) feed.audioSenders = feed.audioSenders.filter((s) => s !== sub.audioSender);
    if (sub.videoSender) {
      feed.videoSenders = feed.videoSenders.filter((s) => s !== sub.videoSender);
      feed.pendingVideo = feed.pendingVideo.filter((s) => s !== sub.videoSender);
    }
    room.subs.delete(sub.id);
    sub.pc.close().catch(noop);
    this.emit({ type: 'subscription', roomId: room.id, subscriptionId: sub.id, viewerId: sub.viewerId, feed: feed.name, state: 'closed' });
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
    for (const id of [...this.rooms.keys()]) await this.closeRoom(id);
    this.closed = true;
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

  private assertOpen() {
    if (this.closed) throw new MediaError('engine_unavailable', 'The live media engine is stopped.');
  }

  private newPc(codecs: { audio: RTCRtpCodecParameters[]; video: RTCRtpCodecParameters[] }) {
    return new RTCPeerConnection({
      codecs,
      iceServers: this.stunServers,
      iceStunGatherTimeout: 2,
      ...(this.opts.portRange ? { icePortRange: this.opts.portRange } : {}),
      bundlePolicy: 'max-bundle',
      iceUseIpv6: false,
    });
  }

  /** waits for ICE gathering to complete and returns the local SDP with its candidates (non-trickle) */
  private async gathered(pc: RTCPeerConnection): Promise<string> {
    if (pc.iceGatheringState !== 'complete') {
      const timeoutMs = this.opts.gatherTimeoutMs ?? 10_000;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(done, timeoutMs);
        const { unSubscribe } = pc.iceGatheringStateChange.subscribe((s) => {
          if (s === 'complete') done();
        });
        function done() {
          clearTimeout(timer);
          unSubscribe();
          resolve();
        }
        if (pc.iceGatheringState === 'complete') done();
      });
    }
    const sdp = pc.localDescription?.sdp;
    if (!sdp) throw new MediaError('engine_unavailable', 'The media engine could not create its SDP.');
    return sdp;
  }
}

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLiveMedia, MediaError, type LiveMedia } from './index.js';
import { isKeyframeStart } from './keyframe.js';
import { createPublisher, waitFor } from './testing/fake-peers.js';
import { publish, session, subscribe, twoViewers, type Session } from './testing/scenario.js';

// The embedded SFU with werift peers in Node as the browsers: real ICE, DTLS-SRTP and RTP over localhost UDP.
describe('werift SFU', () => {
  let media: LiveMedia;
  let s: Session;

  beforeEach(async () => {
    media = await createLiveMedia({ engine: 'werift' });
    s = session(media);
  });
  afterEach(async () => {
    await s.closeAll();
    await media.close();
  });

  it('relays a publisher to two viewers: ≥ 95 % of the video frames and audio sent after they subscribed', async () => {
    expect(media.engine).toBe('werift');
    const { sent, audioSent, viewers } = await twoViewers(s, 'room-a');
    expect(sent).toBeGreaterThan(40);
    expect(audioSent).toBeGreaterThan(40); // enough packets for the 95 % share below to mean something (the timer-driven sender sends fewer on a loaded machine)
    for (const v of viewers) {
      expect(v.frameShare).toBeGreaterThanOrEqual(0.95);
      expect(v.audioShare).toBeGreaterThanOrEqual(0.95);
      expect(v.viewer.latencies.length).toBeGreaterThan(0);
    }
    expect(media.stats()).toEqual({ rooms: 1, feeds: 1, subscriptions: 2 });
    expect(s.events).toContainEqual({ type: 'feed', roomId: 'room-a', feed: 'host', state: 'connected' });
  });

  it('a new viewer makes the SFU ask the publisher for a keyframe (PLI), and video starts with a keyframe', async () => {
    await media.createRoom('room-b');
    const pub = await publish(s, 'room-b');
    await new Promise((r) => setTimeout(r, 700)); // past the PLI rate limit window
    const before = pub.plis;
    const { viewer } = await subscribe(s, 'room-b', 'late');
    await waitFor(() => pub.plis > before, 5000, 'PLI at the publisher');
    await waitFor(() => viewer.keyframes > 0, 5000, 'keyframe at the viewer');
    const first = Math.min(...viewer.frames.keys());
    expect(viewer.frames.get(first)?.key).toBe(true);
  });

  it('forwards a viewer PLI to the publisher, rate-limited', async () => {
    await media.createRoom('room-pli');
    const pub = await publish(s, 'room-pli');
    const { viewer } = await subscribe(s, 'room-pli', 'v');
    await waitFor(() => viewer.keyframes > 0, 5000, 'first keyframe');
    await new Promise((r) => setTimeout(r, 700));
    const before = pub.plis;
    const receiver = viewer.pc.getTransceivers().find((t) => t.kind === 'video')!.receiver;
    const ssrc = receiver.track.ssrc!;
    for (let i = 0; i < 10; i++) await receiver.sendRtcpPLI(ssrc);
    await waitFor(() => pub.plis > before, 3000, 'forwarded PLI');
    await new Promise((r) => setTimeout(r, 300));
    // ten PLIs within a few milliseconds reach the publisher as one or two
    expect(pub.plis - before).toBeLessThanOrEqual(2);
  });

  it('a publisher that publishes again replaces the old one: viewers stay, get a keyframe and keep receiving', async () => {
    await media.createRoom('room-r');
    const first = await publish(s, 'room-r');
    const { viewer, subscriptionId } = await subscribe(s, 'room-r', 'v');
    await waitFor(() => viewer.keyframes > 0, 5000, 'first keyframe');
    first.stop();
    const second = await createPublisher();
    s.publishers.push(second);
    const { answerSdp } = await media.publish('room-r', 'host', second.offerSdp);
    await second.accept(answerSdp);
    second.start();
    const keysBefore = viewer.keyframes;
    const framesBefore = viewer.frames.size;
    await waitFor(() => second.plis > 0, 5000, 'PLI to the new publisher');
    await waitFor(() => viewer.keyframes > keysBefore && viewer.frames.size > framesBefore + 20, 5000, 'frames of the new publisher');
    expect(s.events.filter((e) => e.type === 'subscription' && e.subscriptionId === subscriptionId && e.state === 'closed')).toHaveLength(0);
    expect(s.events.filter((e) => e.type === 'feed' && e.state === 'closed')).toHaveLength(0);
    expect(media.stats()).toEqual({ rooms: 1, feeds: 1, subscriptions: 1 });
  });

  it('a publisher that comes back with other media (camera off) closes the old subscriptions: viewers subscribe again', async () => {
    await media.createRoom('room-m');
    await publish(s, 'room-m');
    const { subscriptionId } = await subscribe(s, 'room-m', 'v');
    const audioOnly = await createPublisher({ video: false });
    s.publishers.push(audioOnly);
    await media.publish('room-m', 'host', audioOnly.offerSdp);
    expect(s.events).toContainEqual({ type: 'subscription', roomId: 'room-m', subscriptionId, viewerId: 'v', feed: 'host', state: 'closed' });
    const again = await media.subscribe('room-m', 'host', 'v');
    expect(again.offerSdp).toContain('m=audio');
    expect(again.offerSdp).not.toContain('m=video');
  });

  it('unpublish closes the feed and its subscriptions; closeRoom and close clean up', async () => {
    await media.createRoom('room-c');
    await publish(s, 'room-c');
    const a = await subscribe(s, 'room-c', 'a');
    const b = await subscribe(s, 'room-c', 'b');
    await waitFor(() => a.viewer.connected() && b.viewer.connected(), 5000, 'viewers connected');
    await media.unpublish('room-c', 'host');
    const closed = s.events.filter((e) => e.type === 'subscription' && e.state === 'closed').map((e) => (e.type === 'subscription' ? e.subscriptionId : ''));
    expect(closed.sort()).toEqual([a.subscriptionId, b.subscriptionId].sort());
    expect(s.events).toContainEqual({ type: 'feed', roomId: 'room-c', feed: 'host', state: 'closed' });
    expect(media.stats()).toEqual({ rooms: 1, feeds: 0, subscriptions: 0 });
    // nothing reaches the viewers any more
    await new Promise((r) => setTimeout(r, 200));
    const got = a.viewer.videoPackets + b.viewer.videoPackets;
    await new Promise((r) => setTimeout(r, 400));
    expect(a.viewer.videoPackets + b.viewer.videoPackets).toBe(got);

    await publish(s, 'room-c', 'guest');
    await subscribe(s, 'room-c', 'host-watching-guest', 'guest');
    await media.closeRoom('room-c');
    expect(media.stats()).toEqual({ rooms: 0, feeds: 0, subscriptions: 0 });
    expect(s.events).toContainEqual({ type: 'feed', roomId: 'room-c', feed: 'guest', state: 'closed' });
  });

  it('refuses bad input with MediaError codes', async () => {
    await media.createRoom('room-d');
    const code = async (p: Promise<unknown>) => {
      const err = await p.then(() => null, (e: unknown) => e);
      expect(err).toBeInstanceOf(MediaError);
      return (err as MediaError).code;
    };
    expect(await code(media.subscribe('room-d', 'host', 'v'))).toBe('feed_not_published');
    expect(await code(media.subscribe('nope', 'host', 'v'))).toBe('room_not_found');
    expect(await code(media.publish('nope', 'host', 'v=0\r\n'))).toBe('room_not_found');
    expect(await code(media.publish('room-d', 'host', 'hello'))).toBe('bad_sdp');
    expect(await code(media.publish('room-d', 'host', 'v=0\r\no=- 1 1 IN IP4 0.0.0.0\r\ns=-\r\nt=0 0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=garbage\r\n'))).toBe('bad_sdp');
    expect(await code(media.answer('room-d', 'no-such-sub', 'v=0\r\n'))).toBe('subscription_not_found');
    // a viewer's answer that is not SDP
    await publish(s, 'room-d');
    const { subscriptionId } = await media.subscribe('room-d', 'host', 'v');
    expect(await code(media.answer('room-d', subscriptionId, 'not sdp'))).toBe('bad_sdp');
    // SDP-shaped but without ICE credentials, fingerprint or codecs
    expect(await code(media.answer('room-d', subscriptionId, 'v=0\r\no=- 1 1 IN IP4 0.0.0.0\r\ns=-\r\nt=0 0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=garbage\r\n'))).toBe('bad_sdp');
    expect(media.stats().feeds).toBe(1);
  });
});

describe('isKeyframeStart', () => {
  const b = (...x: number[]) => Buffer.from(x);
  it('reads VP8 payload descriptors (RFC 7741) and the frame tag', () => {
    expect(isKeyframeStart(b(0x10, 0x10, 0x02, 0x00, 0x9d, 0x01, 0x2a), false)).toBe(true); // S=1, key
    expect(isKeyframeStart(b(0x10, 0x11, 0x02, 0x00), false)).toBe(false); // inter frame
    expect(isKeyframeStart(b(0x00, 0x10, 0x02, 0x00), false)).toBe(false); // not the start of a partition
    // X=1 with a 15-bit PictureID, TL0PICIDX and TID/KEYIDX (as Chrome sends)
    expect(isKeyframeStart(b(0x90, 0xe0, 0x81, 0x23, 0x05, 0x40, 0x10, 0x02, 0x00), false)).toBe(true);
    expect(isKeyframeStart(b(0x90, 0xe0, 0x81, 0x23, 0x05, 0x40, 0x11, 0x02, 0x00), false)).toBe(false);
  });
  it('reads H264 NAL units (RFC 6184): IDR / SPS alone, in STAP-A, at the start of an FU-A', () => {
    expect(isKeyframeStart(b(0x65, 0x88, 0x84), true)).toBe(true); // IDR
    expect(isKeyframeStart(b(0x41, 0x9a, 0x00), true)).toBe(false); // non-IDR slice
    expect(isKeyframeStart(b(0x78, 0x00, 0x02, 0x67, 0x42, 0x00, 0x02, 0x68, 0xce), true)).toBe(true); // STAP-A: SPS + PPS
    expect(isKeyframeStart(b(0x7c, 0x85, 0x88), true)).toBe(true); // FU-A start of an IDR
    expect(isKeyframeStart(b(0x7c, 0x05, 0x88), true)).toBe(false); // FU-A continuation
  });
});

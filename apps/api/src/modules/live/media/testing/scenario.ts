/** The scenario both engines' tests run: a publisher, two viewers, frames counted after the viewers are up. */
import type { LiveFeed, LiveMedia, MediaEvent } from '../types.js';
import { createPublisher, createViewer, waitFor, type FakePublisher, type FakeViewer } from './fake-peers.js';

export interface Session {
  media: LiveMedia;
  events: MediaEvent[];
  publishers: FakePublisher[];
  viewers: FakeViewer[];
  closeAll(): Promise<void>;
}

export function session(media: LiveMedia): Session {
  const events: MediaEvent[] = [];
  media.onEvent((e) => events.push(e));
  const s: Session = {
    media,
    events,
    publishers: [],
    viewers: [],
    async closeAll() {
      for (const p of s.publishers) await p.close();
      for (const v of s.viewers) await v.close();
      s.publishers = [];
      s.viewers = [];
    },
  };
  return s;
}

export async function publish(s: Session, roomId: string, feed: LiveFeed = 'host'): Promise<FakePublisher> {
  const pub = await createPublisher();
  s.publishers.push(pub);
  const { answerSdp } = await s.media.publish(roomId, feed, pub.offerSdp);
  // non-trickle: the engine's SDP carries its candidates
  if (!/\r?\na=candidate:/.test(answerSdp)) throw new Error(`the ${s.media.engine} answer has no candidates`);
  await pub.accept(answerSdp);
  pub.start();
  await waitFor(() => pub.pc.connectionState === 'connected', 10_000, 'publisher connected');
  await waitFor(() => s.events.some((e) => e.type === 'feed' && e.roomId === roomId && e.feed === feed && e.state === 'connected'), 10_000, 'feed connected event');
  return pub;
}

export async function subscribe(s: Session, roomId: string, viewerId: string, feed: LiveFeed = 'host'): Promise<{ viewer: FakeViewer; subscriptionId: string }> {
  const { subscriptionId, offerSdp } = await s.media.subscribe(roomId, feed, viewerId);
  if (!/\r?\na=candidate:/.test(offerSdp)) throw new Error(`the ${s.media.engine} offer has no candidates`);
  const viewer = await createViewer(offerSdp);
  s.viewers.push(viewer);
  await s.media.answer(roomId, subscriptionId, viewer.answerSdp);
  return { viewer, subscriptionId };
}

/** The fewest video frames and audio packets a measuring window of twoViewers covers. */
const MIN_SENT = 60;

/** publisher + two viewers; returns the share of complete video frames and audio packets each viewer got */

export async function twoViewers(s: Session, roomId: string, seconds = 2) {
  await s.media.createRoom(roomId);
  const pub = await publish(s, roomId);
  const a = await subscribe(s, roomId, 'viewer-a');
  const b = await subscribe(s, roomId, 'viewer-b');
  // up = connected and the first keyframe arrived
  await waitFor(() => a.viewer.keyframes > 0 && b.viewer.keyframes > 0, 10_000, 'first keyframe at both viewers');
  await waitFor(
    () => [a, b].every((x) => s.events.some((e) => e.type === 'subscription' && e.subscriptionId === x.subscriptionId && e.state === 'connected')),
    10_000,
    'subscription connected events',
  );
  const fromFrame = pub.firstFrame + pub.framesSent;
  const audioFrom = pub.audioSent;
  const audioAt = [a.viewer.audioPackets, b.viewer.audioPackets];
  await new Promise((r) => setTimeout(r, seconds * 1000));
  // the publisher's timers send fewer frames on a loaded machine: the window lasts until enough were sent for a share
  // to mean something (60 video frames, 60 audio packets), up to 15 s more
  await waitFor(() => pub.firstFrame + pub.framesSent - fromFrame >= MIN_SENT && pub.audioSent - audioFrom >= MIN_SENT, 15_000, `${MIN_SENT} frames and audio packets sent`);
  const toFrame = pub.firstFrame + pub.framesSent;
  const audioTo = pub.audioSent;
  await new Promise((r) => setTimeout(r, 400)); // let the last packets arrive
  const sent = toFrame - fromFrame;
  const audioSent = audioTo - audioFrom;
  const result = [a, b].map((x, i) => ({
    subscriptionId: x.subscriptionId,
    viewer: x.viewer,
    frames: x.viewer.completeFrames(fromFrame, toFrame),
    frameShare: x.viewer.completeFrames(fromFrame, toFrame) / sent,
    // audio is counted by packets: the last 400 ms may add a few more than were "sent" in the window
    audioShare: Math.min(1, (x.viewer.audioPackets - audioAt[i]!) / audioSent),
  }));
  return { pub, sent, audioSent, viewers: result };
}

/**
 * Browser stand-ins for the live media tests and the bench: werift peer connections in Node.
 *
 * werift has no encoder, so the publisher sends a synthetic VP8 stream: RTP packets with a valid VP8 payload
 * descriptor and frame tag (keyframes carry the 0x9d012a start code and a 320x240 size), 30 frames/s, and Opus-sized
 * audio packets every 20 ms. Every packet ends with a 20-byte trailer (magic, frame number, packet index and count,
 * send time) so a viewer counts complete frames and measures the publisher → viewer latency. A PLI the publisher
 * receives makes its next frame a keyframe, as a browser's encoder would.
 */
import { performance } from 'node:perf_hooks';
import {
  RTCPeerConnection,
  RtpHeader,
  RtpPacket,
  useOPUS,
  useVP8,
  type RTCRtpSender,
  type MediaStreamTrack,
} from 'werift';

const MAGIC = 0x4e4b4c56; // 'NKLV'
const TRAILER = 20;
const noop = () => {};

export function now(): number {
  return performance.timeOrigin + performance.now();
}

export async function gathered(pc: RTCPeerConnection, timeoutMs = 10_000): Promise<string> {
  if (pc.iceGatheringState !== 'complete') {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, timeoutMs);
      const { unSubscribe } = pc.iceGatheringStateChange.subscribe((s) => s === 'complete' && done());
      function done() {
        clearTimeout(timer);
        unSubscribe();
        resolve();
      }
    });
  }
  return pc.localDescription!.sdp;
}

export function waitFor(pred: () => boolean, timeoutMs: number, what = 'condition'): Promise<void> {
  return new Promise((resolve, reject) => {
    const start = Date.now();
    const tick = () => {
      if (pred()) return resolve();
      if (Date.now() - start > timeoutMs) return reject(new Error(`timed out waiting for ${what}`));
      setTimeout(tick, 20);
    };
    tick();
  });
}

let publishersMade = 0;

export interface FakePublisher {
  pc: RTCPeerConnection;
  offerSdp: string;
  /** PLI/FIR the publisher received */
  plis: number;
  /** frames sent so far; the next frame's number is firstFrame + framesSent */
  framesSent: number;
  /**
   * The number of this publisher's first frame. Each publisher numbers from its own base, so a viewer that receives a
   * second publisher after the first (a publisher replaced) counts its frames and keyframe as new ones.
   */
  firstFrame: number;
  audioSent: number;
  accept(answerSdp: string): Promise<void>;
  /** sends one video frame now (keyframe if asked or a PLI is pending); returns its frame number */
  sendFrame(forceKey?: boolean): number;
  sendAudio(): void;
  /** 30 fps video and 50 pps audio until stop() */
  start(): void;
  stop(): void;
  close(): Promise<void>;
}

export async function createPublisher(opts: { audio?: boolean; video?: boolean; packetsPerFrame?: number; packetSize?: number } = {}): Promise<FakePublisher> {
  const pc = new RTCPeerConnection({ codecs: { audio: [useOPUS()], video: [useVP8()] }, bundlePolicy: 'max-bundle', iceUseIpv6: false });
  let audioSender: RTCRtpSender | undefined;
  let videoSender: RTCRtpSender | undefined;
  if (opts.audio !== false) audioSender = pc.addTransceiver('audio', { direction: 'sendonly' }).sender;
  if (opts.video !== false) videoSender = pc.addTransceiver('video', { direction: 'sendonly' }).sender;
  await pc.setLocalDescription(await pc.createOffer());
  const offerSdp = await gathered(pc);
  const perFrame = opts.packetsPerFrame ?? 2;
  const size = opts.packetSize ?? 900;
  let vseq = Math.floor(Math.random() * 30000);
  let aseq = Math.floor(Math.random() * 30000);
  let vts = Math.floor(Math.random() * 1e6);
  let ats = Math.floor(Math.random() * 1e6);
  const firstFrame = ++publishersMade * 1_000_000;
  let frameNo = firstFrame;
  let keyPending = true;
  let videoTimer: NodeJS.Timeout | undefined;
  let audioTimer: NodeJS.Timeout | undefined;
  const pub: FakePublisher = {
    pc,
    offerSdp,
    plis: 0,
    framesSent: 0,
    firstFrame,
    audioSent: 0,
    async accept(answerSdp) {
      await pc.setRemoteDescription({ type: 'answer', sdp: answerSdp });
    },
    sendFrame(forceKey = false) {
      if (!videoSender) return -1;
      const key = forceKey || keyPending;
      keyPending = false;
      const n = frameNo++;
      const count = key ? perFrame * 3 : perFrame;
      const t = now();
      for (let i = 0; i < count; i++) {
        const payload = Buffer.alloc(size);
        if (i === 0) {
          payload[0] = 0x10; // VP8 payload descriptor: S=1, partition 0
          payload[1] = key ? 0x10 : 0x11; // frame tag: show_frame, key (0) / inter (1)
          payload[2] = 0x02;
          payload[3] = 0x00;
          if (key) {
            payload[4] = 0x9d; // start code
            payload[5] = 0x01;
            payload[6] = 0x2a;
            payload.writeUInt16LE(320, 7);
            payload.writeUInt16LE(240, 9);
          }
        } else payload[0] = 0x00;
        const o = size - TRAILER;
        payload.writeUInt32BE(MAGIC, o);
        payload.writeUInt32BE(n, o + 4);
        payload[o + 8] = i;
        payload[o + 9] = count;
        payload[o + 10] = key ? 1 : 0;
        payload.writeDoubleBE(t, o + 12);
        const header = new RtpHeader({ payloadType: 96, sequenceNumber: vseq, timestamp: vts >>> 0, marker: i === count - 1, ssrc: 1 });
        vseq = (vseq + 1) & 0xffff;
        videoSender.sendRtp(new RtpPacket(header, payload)).catch(noop);
      }
      vts += 3000;
      pub.framesSent++;
      return n;
    },
    sendAudio() {
      if (!audioSender) return;
      const payload = Buffer.alloc(80);
      payload[0] = 0xfc; // Opus TOC: CELT FB 20 ms
      const header = new RtpHeader({ payloadType: 111, sequenceNumber: aseq, timestamp: ats >>> 0, marker: false, ssrc: 2 });
      aseq = (aseq + 1) & 0xffff;
      ats += 960;
      audioSender.sendRtp(new RtpPacket(header, payload)).catch(noop);
      pub.audioSent++;
    },
    start() {
      if (videoSender && !videoTimer) videoTimer = setInterval(() => pub.sendFrame(), 1000 / 30);
      if (audioSender && !audioTimer) audioTimer = setInterval(() => pub.sendAudio(), 20);
    },
    stop() {
      clearInterval(videoTimer);
      clearInterval(audioTimer);
      videoTimer = audioTimer = undefined;
    },
    async close() {
      pub.stop();
      await pc.close().catch(noop);
    },
  };
  if (videoSender) {
    videoSender.onRtcp.subscribe((p) => {
      const fb = p as unknown as { type: number; feedback?: { count?: number } };
      if (fb.type === 206 && (fb.feedback?.count === 1 || fb.feedback?.count === 4)) {
        pub.plis++;
        keyPending = true;
      }
    });
  }
  return pub;
}

export interface FakeViewer {
  pc: RTCPeerConnection;
  answerSdp: string;
  audioPackets: number;
  videoPackets: number;
  /** frame number → packets received, and the expected count */
  frames: Map<number, { got: number; count: number; key: boolean }>;
  /** publisher → viewer latency of each frame's first packet, ms */
  latencies: number[];
  keyframes: number;
  connected(): boolean;
  completeFrames(from?: number, to?: number): number;
  close(): Promise<void>;
}

export async function createViewer(offerSdp: string): Promise<FakeViewer> {
  const pc = new RTCPeerConnection({ codecs: { audio: [useOPUS()], video: [useVP8()] }, bundlePolicy: 'max-bundle', iceUseIpv6: false });
  const v: FakeViewer = {
    pc,
    answerSdp: '',
    audioPackets: 0,
    videoPackets: 0,
    frames: new Map(),
    latencies: [],
    keyframes: 0,
    connected: () => pc.connectionState === 'connected',
    completeFrames(from = 0, to = Number.MAX_SAFE_INTEGER) {
      let n = 0;
      for (const [no, f] of v.frames) if (no >= from && no < to && f.got >= f.count) n++;
      return n;
    },
    async close() {
      await pc.close().catch(noop);
    },
  };
  let pliTimer: NodeJS.Timeout | undefined;
  pc.onTrack.subscribe((track: MediaStreamTrack) => {
    if (track.kind === 'video') {
      // like a browser's decoder: no keyframe yet → ask for one every second
      const receiver = pc.getTransceivers().find((t) => t.receiver.track === track)?.receiver;
      pliTimer = setInterval(() => {
        if (v.keyframes > 0 || !receiver || track.ssrc == null) return;
        receiver.sendRtcpPLI(track.ssrc).catch(noop);
      }, 1000);
      pliTimer.unref?.();
    }
    track.onReceiveRtp.subscribe((rtp) => {
      if (track.kind === 'audio') {
        v.audioPackets++;
        return;
      }
      v.videoPackets++;
      const p = rtp.payload;
      if (p.length < TRAILER) return;
      const o = p.length - TRAILER;
      if (p.readUInt32BE(o) !== MAGIC) return;
      const n = p.readUInt32BE(o + 4);
      const idx = p[o + 8]!;
      const count = p[o + 9]!;
      const key = p[o + 10] === 1;
      let f = v.frames.get(n);
      if (!f) {
        f = { got: 0, count, key };
        v.frames.set(n, f);
        if (key) v.keyframes++;
      }
      f.got++;
      if (idx === 0) v.latencies.push(now() - p.readDoubleBE(o + 12));
    });
  });
  await pc.setRemoteDescription({ type: 'offer', sdp: offerSdp });
  await pc.setLocalDescription(await pc.createAnswer());
  v.answerSdp = await gathered(pc);
  return v;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

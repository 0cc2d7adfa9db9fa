import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLiveMedia, type LiveMedia } from './index.js';
import { findJanus, startJanus, type RunningJanus } from './janus/start-janus.js';

// Both engines against real Chromium (Debian's, fake camera and microphone): the browser publishes, two browser
// viewers decode video frames and audio samples (getStats). Skipped without Chromium, except in CI.
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const inCi = process.env.CI === 'true' || process.env.CI === '1';
const haveChromium = existsSync(chromiumPath);

const gather = `new Promise((r) => { if (pc.iceGatheringState === 'complete') r(); pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && r(); })`;

async function publisherOffer(page: Page): Promise<string> {
  return page.evaluate(`(async () => {
    const pc = new RTCPeerConnection(); window.pc = pc;
    const s = await navigator.mediaDevices.getUserMedia({ audio: true, video: { width: 640, height: 480 } });
    for (const t of s.getTracks()) pc.addTransceiver(t, { direction: 'sendonly', streams: [s] });
    await pc.setLocalDescription(await pc.createOffer());
    await ${gather};
    return pc.localDescription.sdp;
  })()`);
}

async function viewerAnswer(page: Page, offer: string): Promise<string> {
  return page.evaluate(`(async (sdp) => {
    const pc = new RTCPeerConnection(); window.pc = pc;
    pc.ontrack = (e) => {
      if (e.track.kind !== 'audio') return;
      const a = new Audio(); a.srcObject = e.streams[0]; a.play().catch(() => {}); document.body.appendChild(a);
    };
    await pc.setRemoteDescription({ type: 'offer', sdp });
    await pc.setLocalDescription(await pc.createAnswer());
    await ${gather};
    return pc.localDescription.sdp;
  })(${JSON.stringify(offer)})`);
}

async function decoded(page: Page): Promise<{ frames: number; samples: number }> {
  return page.evaluate(`(async () => {
    const out = { frames: 0, samples: 0 };
    (await window.pc.getStats()).forEach((r) => {
      if (r.type !== 'inbound-rtp') return;
      if (r.kind === 'video') out.frames += r.framesDecoded || 0;
      if (r.kind === 'audio') out.samples += r.totalSamplesReceived || 0;
    });
    return out;
  })()`);
}

describe.skipIf(!haveChromium && !inCi)('live media engines with Chromium', () => {
  let browser: Browser;
  let server: Server;
  let url: string;

  beforeAll(async () => {
    if (!haveChromium) throw new Error(`No Chromium at ${chromiumPath}: install the Debian package chromium`);
    server = createServer((_, res) => res.end('<!doctype html><title>live</title>'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    url = `http://localhost:${(server.address() as { port: number }).port}/`;
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', '--autoplay-policy=no-user-gesture-required'],
    });
  }, 30_000);
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  async function scenario(media: LiveMedia) {
    await media.createRoom('room');
    const host = await browser.newPage();
    await host.goto(url);
    const { answerSdp } = await media.publish('room', 'host', await publisherOffer(host));
    await host.evaluate(`window.pc.setRemoteDescription({ type: 'answer', sdp: ${JSON.stringify(answerSdp)} })`);
    const viewers: Page[] = [];
    for (const id of ['a', 'b']) {
      const { subscriptionId, offerSdp } = await media.subscribe('room', 'host', id);
      const page = await browser.newPage();
      await page.goto(url);
      await media.answer('room', subscriptionId, await viewerAnswer(page, offerSdp));
      viewers.push(page);
    }
    const deadline = Date.now() + 20_000;
    let stats: Array<{ frames: number; samples: number }> = [];
    while (Date.now() < deadline) {
      stats = await Promise.all(viewers.map(decoded));
      if (stats.every((s) => s.frames >= 30 && s.samples >= 48_000)) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const s of stats) {
      expect(s.frames).toBeGreaterThanOrEqual(30);
      expect(s.samples).toBeGreaterThanOrEqual(48_000);
    }
    for (const p of [host, ...viewers]) await p.close();
  }

  it('werift: Chromium publishes, two Chromium viewers decode video and audio', async () => {
    const media = await createLiveMedia({ engine: 'werift' });
    try {
      await scenario(media);
    } finally {
      await media.close();
    }
  }, 45_000);

  it.skipIf(!findJanus() && !inCi)('janus: Chromium publishes, two Chromium viewers decode video and audio', async () => {
    let janus: RunningJanus | undefined;
    let media: LiveMedia | undefined;
    try {
      janus = await startJanus({ rtpPorts: 40 });
      media = await createLiveMedia({ engine: 'janus', janusUrl: janus.url });
      await scenario(media);
    } finally {
      await media?.close();
      await janus?.stop();
    }
  }, 45_000);
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ICE_GATHERING_TIMEOUT_MS, waitForIceGathering } from './webrtc';

/** Enough of an RTCPeerConnection for the gathering wait: its state and the change event. */
class FakePeer extends EventTarget {
  iceGatheringState: RTCIceGatheringState = 'gathering';
  finish() {
    this.iceGatheringState = 'complete';
    this.dispatchEvent(new Event('icegatheringstatechange'));
  }
}

describe('non-trickle signalling waits for ICE gathering', () => {
  afterEach(() => vi.useRealTimers());

  it('resolves as soon as gathering completes', async () => {
    vi.useFakeTimers();
    const pc = new FakePeer();
    let done = false;
    void waitForIceGathering(pc as unknown as RTCPeerConnection).then(() => { done = true; });
    await vi.advanceTimersByTimeAsync(500);
    expect(done).toBe(false);
    pc.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it('gives up waiting after the 3 s safety timeout (the SDP then carries the candidates found so far)', async () => {
    vi.useFakeTimers();
    const pc = new FakePeer();
    let done = false;
    void waitForIceGathering(pc as unknown as RTCPeerConnection).then(() => { done = true; });
    await vi.advanceTimersByTimeAsync(ICE_GATHERING_TIMEOUT_MS - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
    expect(ICE_GATHERING_TIMEOUT_MS).toBe(3000);
  });

  it('does not wait when gathering is already complete', async () => {
    const pc = new FakePeer();
    pc.iceGatheringState = 'complete';
    await expect(waitForIceGathering(pc as unknown as RTCPeerConnection)).resolves.toBeUndefined();
  });
});

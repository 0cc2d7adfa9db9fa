import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM script without types
import { supervise } from './supervise.mjs';

/** A node child that stays up until killed (or exits with `code` after `ms`). */
const child = (script: string) => () => spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
const forever = 'setInterval(() => {}, 1000)';
const waitFor = async (check: () => boolean, ms = 10_000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

let sup: { stop(): void } | null = null;
afterEach(() => { sup?.stop(); sup = null; });

describe('npm start supervises the API', () => {
  it('starts a SIGKILLed child again after the backoff pause, with a message', async () => {
    const logs: string[] = [];
    const pids: number[] = [];
    let gaveUp = '';
    const s = supervise({ start: child(forever), name: 'The API', backoffMs: [50], log: (m: string) => logs.push(m), onStart: (c: { pid: number }) => pids.push(c.pid), onGiveUp: (r: string) => { gaveUp = r; } });
    sup = s;
    await waitFor(() => pids.length === 1);
    process.kill(pids[0]!, 'SIGKILL');
    await waitFor(() => pids.length === 2);
    expect(pids[1]).not.toBe(pids[0]);
    expect(s.current.pid).toBe(pids[1]);
    expect(s.restartCount).toBe(1);
    expect(logs).toEqual(['The API was killed (SIGKILL); starting it again in 50 ms.']);
    expect(gaveUp).toBe('');
  });

  it('waits longer after each crash in a row (backoff)', async () => {
    const starts: number[] = [];
    sup = supervise({ start: child('process.exit(3)'), name: 'The API', backoffMs: [40, 200], maxRestarts: 10, log: () => {}, onStart: () => starts.push(Date.now()), onGiveUp: () => {} });
    await waitFor(() => starts.length >= 4);
    const gaps = starts.slice(1).map((t, i) => t - starts[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(40);
    expect(gaps[1]).toBeGreaterThanOrEqual(200);
    expect(gaps[2]).toBeGreaterThanOrEqual(200);
  });

  it('gives up with a clear reason when the child keeps dying', async () => {
    let gaveUp = '';
    let starts = 0;
    sup = supervise({ start: child('process.exit(1)'), name: 'The API', backoffMs: [10], maxRestarts: 3, windowMs: 60_000, log: () => {}, onStart: () => { starts += 1; }, onGiveUp: (r: string) => { gaveUp = r; } });
    await waitFor(() => gaveUp !== '');
    expect(starts).toBe(4);
    expect(gaveUp).toBe('The API exited with code 1 and has stopped 4 times within 60 s; giving up.');
  });

  it('does not restart a child it was asked to stop', async () => {
    let starts = 0;
    const s = supervise({ start: child(forever), name: 'The API', backoffMs: [10], log: () => {}, onStart: () => { starts += 1; }, onGiveUp: () => {} });
    await waitFor(() => starts === 1);
    const first = s.current;
    s.stop();
    await waitFor(() => first.exitCode !== null || first.signalCode !== null);
    await new Promise((r) => setTimeout(r, 100));
    expect(starts).toBe(1);
  });
});

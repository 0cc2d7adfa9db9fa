import { afterEach, describe, expect, it, vi } from 'vitest';
import { joinNegativeValues, main } from './main.js';

/** Runs the CLI in-process and returns its exit code and what it printed. */
async function run(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const out = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stdout += String(chunk);
    return true;
  });
  const err = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    stderr += String(chunk);
    return true;
  });
  try {
    const code = await main(argv);
    return { code, stdout, stderr };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}

afterEach(() => vi.restoreAllMocks());

describe('jyotish command line: negative numbers', () => {
  const newYork = ['chart', '--date', '1969-07-20', '--time', '20:17', '--lat', '40.7128', '--tz', 'America/New_York', '--json'];

  it('accepts --lon -74.006 and --lon=-74.006 alike (a western longitude)', async () => {
    const spaced = await run([...newYork, '--lon', '-74.006']);
    const glued = await run([...newYork, '--lon=-74.006']);
    expect(spaced.stderr).toBe('');
    expect(spaced.code).toBe(0);
    expect(glued.code).toBe(0);
    const a = JSON.parse(spaced.stdout);
    const b = JSON.parse(glued.stdout);
    expect(a).toEqual(b);
    // the place really is west of Greenwich: the JSON echoes the longitude it used
    expect(JSON.stringify(a)).toContain('-74.006');
  });

  it('accepts a southern latitude given with a space (--lat -33.8688)', async () => {
    const r = await run(['chart', '--date', '1988-01-26', '--time', '12:00', '--lat', '-33.8688', '--lon', '151.2093', '--tz', 'Australia/Sydney', '--json']);
    expect(r.code).toBe(0);
    expect(JSON.stringify(JSON.parse(r.stdout))).toContain('-33.8688');
  });

  it('still refuses an option with no value, with usage (exit 2)', async () => {
    const r = await run(['chart', '--date', '1969-07-20', '--lon']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Usage:');
  });

  it('glues only number-like values of string options', () => {
    expect(joinNegativeValues(['--lon', '-74', '--json'], ['lon'])).toEqual(['--lon=-74', '--json']);
    expect(joinNegativeValues(['--lon', '-.5'], ['lon'])).toEqual(['--lon=-.5']);
    expect(joinNegativeValues(['--lon', '--json'], ['lon'])).toEqual(['--lon', '--json']);
    expect(joinNegativeValues(['--json', '-1'], ['lon'])).toEqual(['--json', '-1']);
  });
});

import { describe, expect, it } from 'vitest';
import { JyotishError } from '../errors.js';
import { formatLocalIso, localToUt } from './time-zone.js';

function codeOf(f: () => unknown): string | undefined {
  try {
    f();
  } catch (e) {
    if (e instanceof JyotishError) return e.code;
    throw e;
  }
  return undefined;
}

describe('local time → UT', () => {
  it('uses India war time (+06:30) in 1942 and Madras time (+05:21:10) before 1906', () => {
    expect(localToUt('1942-10-02', '14:00', 'Asia/Kolkata').offsetText).toBe('+06:30:00');
    expect(localToUt('1901-02-10', '06:30', 'Asia/Kolkata').utcIso).toBe('1901-02-10T01:08:50Z');
  });

  it('takes the first occurrence of an ambiguous time and says so', () => {
    const u = localToUt('2023-10-29', '01:30', 'Europe/London');
    expect(u.isAmbiguous).toBe(true);
    expect(u.utcIso).toBe('2023-10-29T00:30:00Z');
    expect(localToUt('2023-10-28', '01:30', 'Europe/London').isAmbiguous).toBe(false);
  });

  it('rejects a time skipped by a DST jump', () => {
    expect(codeOf(() => localToUt('2024-03-31', '01:30', 'Europe/London'))).toBe('NONEXISTENT_LOCAL_TIME');
    expect(codeOf(() => localToUt('2024-03-10', '02:30', 'America/New_York'))).toBe('NONEXISTENT_LOCAL_TIME');
  });

  it('rejects impossible dates, bad times and unknown zones with typed errors', () => {
    expect(codeOf(() => localToUt('2023-02-29', '10:00', 'Asia/Kolkata'))).toBe('INVALID_DATE');
    expect(codeOf(() => localToUt('2024-13-01', '10:00', 'Asia/Kolkata'))).toBe('INVALID_DATE');
    expect(codeOf(() => localToUt('14/05/1990', '10:00', 'Asia/Kolkata'))).toBe('INVALID_DATE');
    expect(codeOf(() => localToUt('2024-01-01', '24:10', 'Asia/Kolkata'))).toBe('INVALID_TIME');
    expect(codeOf(() => localToUt('2024-01-01', '10:00', 'Asia/Calcutta_Nowhere'))).toBe('UNKNOWN_TIME_ZONE');
    expect(codeOf(() => localToUt('2024-02-29', '10:00', 'Asia/Kolkata'))).toBeUndefined();
  });

  it('formats local ISO times with the zone offset', () => {
    expect(formatLocalIso(2460310.5, 'Asia/Kolkata')).toBe('2024-01-01T05:30:00+05:30');
    expect(formatLocalIso(2415425.547800926, 'Asia/Kolkata')).toBe('1901-02-10T06:30:00+05:21:10');
    expect(formatLocalIso(2460310.5, 'America/New_York')).toBe('2023-12-31T19:00:00-05:00');
  });
});

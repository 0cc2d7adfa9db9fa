import { describe, expect, it } from 'vitest';
import { isoToIndianDate, parseIndianDate, parseTime24 } from './dates';

describe('dates as Indian visitors write them', () => {
  it('shows ISO dates day/month/year', () => {
    expect(isoToIndianDate('1992-08-15')).toBe('15/08/1992');
    expect(isoToIndianDate('15/08/19')).toBe('15/08/19');
  });
  it('reads day/month/year with slashes, dashes, dots or none, and ISO pasted in', () => {
    expect(parseIndianDate('15/08/1992')).toBe('1992-08-15');
    expect(parseIndianDate('5-8-1992')).toBe('1992-08-05');
    expect(parseIndianDate('15.08.1992')).toBe('1992-08-15');
    expect(parseIndianDate('15081992')).toBe('1992-08-15');
    expect(parseIndianDate('1992-08-15')).toBe('1992-08-15');
  });
  it('keeps incomplete or impossible dates as typed, so the form can say what is wrong', () => {
    expect(parseIndianDate('15/08/19')).toBe('15/08/19');
    expect(parseIndianDate('31/04/2024')).toBe('31/04/2024');
    expect(parseIndianDate('29/02/2023')).toBe('29/02/2023');
    expect(parseIndianDate('29/02/2024')).toBe('2024-02-29');
    expect(parseIndianDate('08/15/1992')).toBe('08/15/1992'); // month 15: the US order is not guessed
    expect(parseIndianDate('1992-02-30')).toBe('1992-02-30');
  });
  it('reads the 24-hour clock, zero-padded, seconds only where asked', () => {
    expect(parseTime24('6:45', false)).toBe('06:45');
    expect(parseTime24('18:05', false)).toBe('18:05');
    expect(parseTime24('6:45:30', true)).toBe('06:45:30');
    // rejected values stay as typed (not zero-padded), so the form can point at them
    expect(parseTime24('6:45:30', false)).toBe('6:45:30');
    expect(parseTime24('9:60', false)).toBe('9:60');
    expect(parseTime24('24:5', false)).toBe('24:5'); // hour 24 refused (accepted, it would read 24:05)
    expect(parseTime24('6:45 PM', false)).toBe('6:45 PM');
    expect(parseTime24('6:4', false)).toBe('6:4');
  });
});

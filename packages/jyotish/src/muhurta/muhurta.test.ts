import { describe, expect, it } from 'vitest';
import { houses } from '../astro/houses.js';
import { grahaPositions } from '../astro/positions.js';
import { panchangDay } from '../panchang/day.js';
import { limbIndex, luniSolar } from '../panchang/elements.js';
import { EVENT_RULES, MUHURTA_EVENTS, muhurta } from './muhurta.js';

const DELHI = { lat: 28.6139, lon: 77.209, timeZone: 'Asia/Kolkata' };
const AVOIDED_YOGAS = [1, 6, 9, 10, 13, 15, 17, 19, 27];

describe('muhurta search', () => {
  for (const event of MUHURTA_EVENTS) {
    it(`${event}: every minute of every window meets the event's rules (checked independently every 4 minutes)`, () => {
      const r = muhurta({ event, from: '2027-02-01', to: '2027-02-28', ...DELHI });
      expect(r.days).toBe(28);
      expect(r.windows.length).toBeGreaterThan(0);
      const rule = EVENT_RULES[event];
      for (const w of r.windows) {
        expect(w.minutes).toBeGreaterThanOrEqual(12);
        expect(w.endJd).toBeGreaterThan(w.startJd);
        for (let t = w.startJd + 30 / 86400; t < w.endJd - 30 / 86400; t += 4 / 1440) {
          const ls = luniSolar(t);
          const tithi = limbIndex('tithi', ls);
          expect(rule.tithis, `${w.start} tithi`).toContain(tithi);
          expect([4, 9, 14, 19, 24, 29, 30]).not.toContain(tithi);
          expect(rule.nakshatras, `${w.start} nakshatra`).toContain(limbIndex('nakshatra', ls));
          expect(AVOIDED_YOGAS, `${w.start} yoga`).not.toContain(limbIndex('yoga', ls));
          const karana = limbIndex('karana', ls);
          expect(karana === 1 || karana > 57 || (karana - 2) % 7 !== 6, `${w.start} not Vishti`).toBe(true);
          // the Hindu day of t: the sunrise at or before it
          const date = new Date((t - 2440587.5) * 86400_000 + 5.5 * 3600_000).toISOString().slice(0, 10);
          let day = panchangDay({ date, ...DELHI });
          if (t < day.sunrise!.jd) day = panchangDay({ date: new Date(Date.parse(date) - 86400_000).toISOString().slice(0, 10), ...DELHI });
          expect(rule.weekdays, `${w.start} weekday`).toContain(day.vaar.number);
          for (const iv of [day.rahuKaal!, day.yamaganda!, day.gulikaKaal!]) expect(t >= iv.start.jd && t < iv.end.jd, `${w.start} in a bad period`).toBe(false);
          // lagna shuddhi: no malefic in the lagna or the 8th; the Moon not in the 6th, 8th or 12th
          const lagna = Math.floor(houses(t, DELHI.lat, DELHI.lon).ascendant / 30);
          const p = grahaPositions(t, { node: 'mean' }).planets;
          const h = (lon: number) => ((Math.floor(lon / 30) - lagna + 12) % 12) + 1;
          for (const g of ['Sun', 'Mars', 'Saturn', 'Rahu', 'Ketu'] as const) expect(event === 'marriage' ? [1, 7, 8] : [1, 8], `${w.start} ${g}`).not.toContain(h(p[g].lon));
          expect([6, 8, 12]).not.toContain(h(p.Moon.lon));
          if (event === 'griha_pravesh') expect(lagna % 3, `${w.start} fixed or dual lagna`).not.toBe(0);
        }
        for (const a of w.avoided) expect(a.reasons.length).toBeGreaterThan(0);
      }
    });
  }

  it('marriage avoids kharmas: no window while the Sun is in Sagittarius', () => {
    const r = muhurta({ event: 'marriage', from: '2026-12-20', to: '2027-01-10', ...DELHI });
    expect(r.windows).toEqual([]);
    expect(muhurta({ event: 'vehicle', from: '2026-12-20', to: '2027-01-10', ...DELHI }).windows.length).toBeGreaterThan(0);
  });

  it('every window names what was left out just before or after it', () => {
    const r = muhurta({ event: 'business', from: '2027-03-01', to: '2027-03-31', ...DELHI });
    expect(r.windows.some((w) => w.avoided.some((a) => a.reasons.some((x) => x.kind === 'rahu_kaal' || x.kind === 'lagna' || x.kind === 'nakshatra')))).toBe(true);
  });

  it('refuses a range over 92 days or backwards', () => {
    expect(() => muhurta({ event: 'naming', from: '2027-01-01', to: '2027-06-01', ...DELHI })).toThrow(/92 days/);
    expect(() => muhurta({ event: 'naming', from: '2027-01-02', to: '2027-01-01', ...DELHI })).toThrow(/on or after/);
  });

  it('a polar place in polar night has no Hindu day to judge, and says so by returning no windows', () => {
    const r = muhurta({ event: 'naming', from: '2026-12-15', to: '2026-12-20', lat: 78.22, lon: 15.65, timeZone: 'Arctic/Longyearbyen' });
    expect(r.windows).toEqual([]);
  });
});

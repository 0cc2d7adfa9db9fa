import { describe, expect, it } from 'vitest';
import { birthChart } from '../astro/chart.js';
import { loadRef } from '../../test/reference.js';
import { sahams, tajikaAspectsAndYogas } from './tajika-yogas.js';
import { depthJson } from './depth-json.js';

const base = { Sun: 100, Moon: 200, Mars: 300, Mercury: 110, Jupiter: 20, Venus: 80, Saturn: 250 };
const SPEED = ['Moon', 'Mercury', 'Venus', 'Sun', 'Mars', 'Jupiter', 'Saturn'];

describe('Tajika aspects and yogas', () => {
  it('ithasala when the faster planet is behind in its sign, ishrafa when it has passed', () => {
    // Moon 10° Aries, Jupiter 14° Leo: a trine, the Moon (faster) at fewer degrees → applying
    const a = tajikaAspectsAndYogas({ ...base, Moon: 10, Jupiter: 134 });
    expect(a.yogas).toContainEqual(expect.objectContaining({ yoga: 'ithasala', planets: ['Moon', 'Jupiter'] }));
    const b = tajikaAspectsAndYogas({ ...base, Moon: 20, Jupiter: 134 });
    expect(b.yogas).toContainEqual(expect.objectContaining({ yoga: 'ishrafa', planets: ['Moon', 'Jupiter'] }));
    expect(b.yogas.find((y) => y.yoga === 'ishrafa' && y.planets.includes('Jupiter'))!.reason).toContain('separating');
  });

  it('an aspect needs the mean of the two orbs: Mercury–Venus (7°) at 8° from a sextile is no aspect', () => {
    const none = tajikaAspectsAndYogas({ ...base, Mercury: 0, Venus: 68, Sun: 200, Moon: 330, Mars: 150, Jupiter: 270, Saturn: 240 });
    expect(none.aspects.find((x) => x.a === 'Mercury' && x.b === 'Venus')).toBeUndefined();
  });

  it('nakta: the faster planet applies to two that do not aspect each other', () => {
    // Mars 10° Aries and Saturn 25° Taurus are 45° apart (no aspect); the Moon at 5° Gemini applies to Mars (a sextile 5°
    // short) and to Saturn (a conjunction 10° short, within the mean orb of 10.5°)
    const r = tajikaAspectsAndYogas({ Sun: 200, Moon: 65, Mars: 10, Mercury: 220, Jupiter: 300, Venus: 230, Saturn: 55 });
    expect(r.yogas).toContainEqual(expect.objectContaining({ yoga: 'nakta', planets: ['Mars', 'Saturn', 'Moon'] }));
    for (const y of r.yogas.filter((x) => x.yoga === 'nakta' || x.yoga === 'yamaya')) {
      const [p, q, c] = y.planets;
      expect(r.aspects.find((x) => (x.a === p && x.b === q) || (x.a === q && x.b === p))).toBeUndefined();
      const ith = (u: string, v: string) => r.yogas.some((z) => z.yoga === 'ithasala' && z.planets.includes(u as never) && z.planets.includes(v as never));
      expect(ith(c!, p!) && ith(c!, q!)).toBe(true);
      if (y.yoga === 'nakta') expect(SPEED.indexOf(c!)).toBeLessThan(Math.min(SPEED.indexOf(p!), SPEED.indexOf(q!)));
    }
  });

  it('in every reference chart: each ithasala and ishrafa is an aspect within orb, rightly applying or separating', () => {
    const charts = (loadRef('charts.json').charts as any[]);
    let yogas = 0;
    for (const c of charts) {
      const d = depthJson({ date: c.input.date, time: c.input.time, lat: c.input.lat, lon: c.input.lon, timeZone: c.input.iana_timezone }, { yearOfLife: 30 });
      for (const x of d.varshaphal.tajika_aspects) expect(x.orb).toBeLessThanOrEqual(x.allowed);
      for (const y of d.varshaphal.tajika_yogas) {
        yogas++;
        expect(y.reason.length).toBeGreaterThan(20);
      }
      expect(d.varshaphal.sahams).toHaveLength(14);
      for (const s of d.varshaphal.sahams) { expect(s.lon).toBeGreaterThanOrEqual(0); expect(s.lon).toBeLessThan(360); }
    }
    expect(yogas).toBeGreaterThan(14);
  });
});

describe('sahams', () => {
  it('Punya by day is Moon − Sun + Ascendant, with 30° added when the ascendant is not on the way from the Sun to the Moon', () => {
    const cusps = Array.from({ length: 12 }, (_, i) => (10 + 30 * i) % 360);
    // Sun 100, Moon 200, ascendant 150 lies between them: 200 − 100 + 150 = 250
    expect(sahams(base, 150, cusps, true)[0]).toMatchObject({ lon: 250, sign: 9 });
    // ascendant 10 is not between 100 and 200: 200 − 100 + 10 + 30 = 140
    expect(sahams(base, 10, cusps, true)[0]!.lon).toBe(140);
    // at night reversed: Sun − Moon + Asc = 100 − 200 + 150 = 50; 150 lies on the way from 200 to 100? no → + 30 = 80
    expect(sahams(base, 150, cusps, false)[0]!.lon).toBe(80);
  });
});

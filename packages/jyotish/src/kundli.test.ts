import { describe, expect, it } from 'vitest';
import { kundli } from './kundli.js';
import { JyotishError } from './errors.js';

const varanasi = { date: '1990-05-14', time: '06:30', lat: 25.3176, lon: 82.9739, timeZone: 'Asia/Kolkata' };

describe('kundli', () => {
  it('assembles positions, houses, dashas and the Vedic details for one birth', () => {
    const k = kundli(varanasi);
    expect(k.chart.ut.utcIso).toBe('1990-05-14T01:00:00Z');
    expect(k.chart.ascendant.rashi).toBe(2);
    expect(k.planets.Moon.nakshatra).toBe(k.chart.planets.Moon.nakshatra);
    expect(k.chart.vimshottari.mahadashas).toHaveLength(9);
    expect(k.chart.vimshottari.mahadashas[0].sub).toHaveLength(9);
    expect(k.chart.vimshottari.mahadashas[0].sub![0].sub).toHaveLength(9);
    expect(k.chart.houses.placidus.cusps).toHaveLength(12);
    expect(k.chart.kp.cusps[0].starLord).toBeTypeOf('string');
    expect(Object.keys(k.divisionalCharts)).toContain('60');
    expect(k.doshas.manglik.reason).toBeTypeOf('string');
    expect(k.doshas.kaalSarp.present).toBeTypeOf('boolean');
    expect(k.doshas.sadeSati.periods.length).toBeGreaterThan(0);
    expect(k.doshas.sadeSati.current).toBeNull(); // no clock: only with asOfJdUt
    expect(kundli({ ...varanasi, asOfJdUt: 2460676.5 }).doshas.sadeSati.current).not.toBeNull();
    expect(k.yogas.length).toBeGreaterThan(5);
    expect(k.ashtakavarga.sarvaTotal).toBe(337);
    expect(k.ashtakavarga.sarvaByHouse).toHaveLength(12);
  });

  it('reports the Porphyry fallback above the Arctic circle and keeps the ascendant east of the MC', () => {
    const k = kundli({ date: '1995-12-21', time: '12:00', lat: 69.6492, lon: 18.9553, timeZone: 'Europe/Oslo' });
    expect(k.chart.houses.placidus.isPlacidusFallback).toBe(true);
    expect(k.chart.houses.placidus.system).toBe('porphyry');
    const d = (((k.chart.ascendant.lon - k.chart.mc.lon) % 360) + 360) % 360;
    expect(d).toBeGreaterThan(0);
    expect(d).toBeLessThan(180);
  });

  it('rejects bad input with typed errors', () => {
    const code = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return e instanceof JyotishError ? e.code : 'other';
      }
      return 'none';
    };
    expect(code(() => kundli({ ...varanasi, lat: 91 }))).toBe('INVALID_LATITUDE');
    expect(code(() => kundli({ ...varanasi, lon: -190 }))).toBe('INVALID_LONGITUDE');
    expect(code(() => kundli({ ...varanasi, date: '1990-02-30' }))).toBe('INVALID_DATE');
    expect(code(() => kundli({ ...varanasi, timeZone: 'Mars/Olympus' }))).toBe('UNKNOWN_TIME_ZONE');
    expect(code(() => kundli({ ...varanasi, date: '2024-03-10', time: '02:30', timeZone: 'America/New_York' }))).toBe('NONEXISTENT_LOCAL_TIME');
  });
});

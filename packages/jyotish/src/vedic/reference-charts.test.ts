import { REFDATA_DIR } from '../../test/reference.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { avakahada } from './avakahada.js';
import { divisionalChart, DIVISIONS } from './divisional.js';
import { kaalSarpDosha } from './kaal-sarp.js';
import { planetDetails, pointDetails } from './planet-details.js';
import type { Graha, Placements } from './types.js';
import { GRAHAS } from './types.js';

type RefBody = { lon: number; rashi: number; nakshatra: number; pada: number; deg_in_rashi: number; speed_deg_per_day: number };
type RefChart = {
  id: string;
  planets: Record<string, RefBody>;
  ascendant: RefBody;
  houses_whole_sign: { lagna_rashi: number; cusps_sidereal: number[] };
};
const charts = (JSON.parse(readFileSync(`${REFDATA_DIR}/charts.json`, 'utf8')) as { charts: RefChart[] }).charts;

const refKey = (g: Graha): string => (g === 'Rahu' ? 'Rahu_mean' : g === 'Ketu' ? 'Ketu_mean' : g);
function placementsOf(c: RefChart): Placements {
  const planets = {} as Placements['planets'];
  for (const g of GRAHAS) planets[g] = { lon: c.planets[refKey(g)].lon, speed: c.planets[refKey(g)].speed_deg_per_day };
  return { planets, ascendantLon: c.ascendant.lon };
}

describe('planetDetails on every reference chart (reference longitudes in, reference numbering out)', () => {
  for (const c of charts) {
    it(c.id, () => {
      const p = placementsOf(c);
      const d = planetDetails(p);
      for (const g of GRAHAS) {
        const ref = c.planets[refKey(g)];
        expect([d[g].rashi, d[g].nakshatra, d[g].pada], `${c.id} ${g}`).toEqual([ref.rashi, ref.nakshatra, ref.pada]);
        expect(Math.abs(d[g].degInRashi - ref.deg_in_rashi), `${c.id} ${g} degInRashi within 1e-6°`).toBeLessThan(1e-6);
      }
      const asc = pointDetails(c.ascendant.lon);
      expect([asc.rashi, asc.nakshatra, asc.pada]).toEqual([c.ascendant.rashi, c.ascendant.nakshatra, c.ascendant.pada]);
      expect(asc.rashi).toBe(c.houses_whole_sign.lagna_rashi);
      // Whole-sign cusps given explicitly place every body in the same house as the default.
      const byCusp = planetDetails(p, { cusps: c.houses_whole_sign.cusps_sidereal });
      for (const g of GRAHAS) expect(byCusp[g].house).toBe(d[g].house);
      // every varga places the Sun in a sign 1..12; D1, D9 and D12 checked against their formulas written out here
      expect(DIVISIONS).toHaveLength(16);
      for (const n of DIVISIONS) expect([...Array(12).keys()].map((i) => i + 1)).toContain(divisionalChart(p, n).signs.Sun);
      const sun = p.planets.Sun.lon;
      expect(divisionalChart(p, 1).signs.Sun).toBe(Math.floor(sun / 30) + 1);
      expect(divisionalChart(p, 9).signs.Sun).toBe((Math.floor(sun / (30 / 9)) % 12) + 1);
      expect(divisionalChart(p, 12).signs.Sun).toBe(((Math.floor(sun / 30) + Math.floor((sun % 30) / 2.5)) % 12) + 1);
    });
  }
});

describe('India 1947-08-15 00:00 IST, New Delhi (a chart astrologers know well)', () => {
  const c = charts.find((x) => x.id === 'delhi_1947_independence');
  it('Vrishabha lagna, five planets in Karka (3rd house), Anant Kaal Sarp', () => {
    if (!c) throw new Error('reference chart missing');
    const p = placementsOf(c);
    const d = planetDetails(p);
    expect(['Sun', 'Moon', 'Mercury', 'Venus', 'Saturn'].map((g) => d[g as Graha].house)).toEqual([3, 3, 3, 3, 3]);
    expect(kaalSarpDosha(p)).toMatchObject({ present: true, type: 'Anant', rahuHouse: 1 });
  });
  it('D9 worked by hand: lagna and Sun Meena, Moon Simha, Mars Dhanu, Mercury Vrishchika, Jupiter Vrishabha, Venus and Saturn Makara', () => {
    if (!c) throw new Error('reference chart missing');
    // e.g. Jupiter 25°52′ Tula: movable sign, navamsas from Tula; 25.88 × 9 / 30 = 7.76 → 8th navamsa → Vrishabha.
    const d9 = divisionalChart(placementsOf(c), 9);
    expect(d9.ascendantSign).toBe(12);
    expect(d9.signs).toEqual({ Sun: 12, Moon: 5, Mars: 9, Mercury: 8, Jupiter: 2, Venus: 10, Saturn: 10, Rahu: 11, Ketu: 5 });
  });
  it('avakahada: Moon in Pushya pada 1 (Hu / हु), Deva gana, Madhya nadi, Sheep yoni', () => {
    if (!c) throw new Error('reference chart missing');
    const a = avakahada(placementsOf(c));
    expect(a.namakshar).toMatchObject({ en: 'Hu', hi: 'हु' });
    expect([a.gana.value, a.nadi.value, a.yoni.value, a.varna.value, a.vashya.value]).toEqual(['Deva', 'Madhya', 'Sheep', 'Brahmin', 'Jalachara']);
    expect(a.nakshatraLord).toBe('Saturn');
  });
});

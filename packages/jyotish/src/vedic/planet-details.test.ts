import { describe, expect, it } from 'vitest';
import { planetDetails, pointDetails } from './planet-details.js';
import { dignityOf } from './dignity.js';
import { combustionOf } from './combustion.js';
import { baaladiAvastha } from './avasthas.js';
import { houseOf } from './houses.js';
import { TEST_CHART } from './test-chart.js';
import { nakshatraOf, padaOf, rashiOf } from './zodiac.js';

describe('planetDetails on the hand-made chart', () => {
  const d = planetDetails(TEST_CHART);
  it('rashi, lord, nakshatra, pada and lord', () => {
    expect(d.Sun).toMatchObject({ rashi: 1, rashiLord: 'Mars', nakshatra: 1, pada: 4, nakshatraLord: 'Ketu' });
    expect(d.Sun.degInRashi).toBeCloseTo(10.5, 12);
    expect(d.Sun.rashiName).toEqual({ en: 'Mesha', hi: 'मेष' });
    // 45° = Rohini (40°–53°20′), 5° in → pada 2 (3°20′–6°40′).
    expect(d.Moon).toMatchObject({ rashi: 2, nakshatra: 4, pada: 2, nakshatraLord: 'Moon' });
    expect(d.Moon.nakshatraName).toEqual({ en: 'Rohini', hi: 'रोहिणी' });
    expect(d.Ketu).toMatchObject({ rashi: 3, nakshatra: 6, nakshatraLord: 'Rahu' });
  });
  it('whole-sign houses from Karka lagna', () => {
    expect(d.Sun.house).toBe(10);
    expect(d.Jupiter.house).toBe(1);
    expect(d.Mars.house).toBe(7);
    expect(d.Saturn.house).toBe(4);
    expect(d.Rahu.house).toBe(6);
  });
  it('dignities', () => {
    expect(d.Sun.dignity).toBe('exalted');
    expect(d.Moon.dignity).toBe('moolatrikona');
    expect(d.Mars.dignity).toBe('exalted');
    expect(d.Jupiter.dignity).toBe('exalted');
    expect(d.Venus.dignity).toBe('debilitated');
    expect(d.Saturn.dignity).toBe('exalted');
    expect(d.Mercury.dignity).toBe('neutral'); // Mercury is neutral towards Mars, lord of Mesha
  });
  it('combustion: Mercury 9.5° from the Sun is combust, Mars is not', () => {
    expect(d.Mercury.combust).toBe(true);
    expect(d.Mercury.distanceFromSunDeg).toBeCloseTo(9.5, 12);
    expect(d.Mars.combust).toBe(false);
    expect(d.Rahu.combust).toBe(false);
  });
  it('avasthas', () => {
    expect(d.Sun.avasthas.baaladi).toBe('Kumara'); // odd sign, 6–12°
    expect(d.Moon.avasthas.baaladi).toBe('Yuva'); // even sign, 12–18° (middle)
    expect(d.Sun.avasthas.jagradadi).toBe('Jagrat');
    expect(d.Venus.avasthas.jagradadi).toBe('Sushupti');
    expect(d.Sun.avasthas.names.baaladi.hi).toBe('कुमार');
  });
  it('house by cusps when given', () => {
    const cusps = Array.from({ length: 12 }, (_, i) => (95 + i * 30) % 360);
    expect(planetDetails(TEST_CHART, { cusps }).Jupiter.house).toBe(1); // 95° is exactly on cusp 1
    expect(houseOf(94.9, 100, { cusps })).toBe(12);
    expect(() => planetDetails(TEST_CHART, { cusps: [1, 2] })).toThrow(/12 longitudes/);
  });
});

describe('dignity rules', () => {
  it('BPHS degree splits', () => {
    expect(dignityOf('Moon', 31)).toBe('exalted');
    expect(dignityOf('Moon', 34)).toBe('moolatrikona');
    expect(dignityOf('Mercury', 150 + 10)).toBe('exalted');
    expect(dignityOf('Mercury', 150 + 17)).toBe('moolatrikona');
    expect(dignityOf('Mercury', 150 + 25)).toBe('own');
    expect(dignityOf('Sun', 120 + 5)).toBe('moolatrikona');
    expect(dignityOf('Sun', 120 + 25)).toBe('own');
    expect(dignityOf('Jupiter', 270 + 5)).toBe('debilitated');
    expect(dignityOf('Saturn', 60)).toBe('friendly'); // Mithuna: Mercury is Saturn's friend
    expect(dignityOf('Jupiter', 60)).toBe('enemy');
    expect(dignityOf('Mars', 60)).toBe('enemy');
    expect(dignityOf('Sun', 60)).toBe('neutral');
  });
  it('retrograde Venus has the smaller 8° orb', () => {
    expect(combustionOf('Venus', 9, 1, 0).combust).toBe(true);
    expect(combustionOf('Venus', 9, -0.5, 0).combust).toBe(false);
    expect(combustionOf('Mercury', 355, -1, 8).combust).toBe(false); // 13° apart across 0°
    expect(combustionOf('Mercury', 355, 1, 8).combust).toBe(true);
  });
  it('baaladi reverses in even signs', () => {
    expect(baaladiAvastha(1, 2)).toBe('Bala');
    expect(baaladiAvastha(2, 2)).toBe('Mrita');
    expect(baaladiAvastha(2, 29)).toBe('Bala');
  });
});

describe('zodiac numbering', () => {
  it('follows the reference formulas at boundaries', () => {
    expect(rashiOf(359.9999)).toBe(12);
    expect(nakshatraOf(359.9999)).toBe(27);
    expect(padaOf(359.9999)).toBe(4);
    expect(padaOf(360 / 27 + 0.0001)).toBe(1);
    expect(pointDetails(-10).rashi).toBe(12);
  });
});

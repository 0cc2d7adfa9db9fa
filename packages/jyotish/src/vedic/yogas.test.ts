import { describe, expect, it } from 'vitest';
import { makePlacements } from './test-chart.js';
import type { Graha } from './types.js';
import { doshas, yogas } from './yogas.js';

type Lons = Record<Graha, number>;
// Mesha lagna; Sun exalted 1st, Mercury 1st, Moon Karka 4th, Jupiter and exalted Saturn in Tula 7th,
// exalted Mars in Makara 10th, exalted Venus in Meena 12th, Rahu Mithuna, Ketu Dhanu.
const Y: Lons = { Sun: 10, Moon: 100, Mars: 280, Mercury: 25, Jupiter: 190, Venus: 350, Saturn: 200, Rahu: 60, Ketu: 240 };
const get = (lons: Partial<Lons>, key: string, asc = 5) => {
  const y = yogas(makePlacements({ ...Y, ...lons }, asc)).find((x) => x.key === key);
  if (!y) throw new Error(`no ${key}`);
  return y;
};

describe('yogas on a hand-made chart', () => {
  it('Gajakesari: Jupiter 4th from the Moon', () => {
    expect(get({}, 'gajakesari')).toMatchObject({ present: true, cancelled: false });
    expect(get({ Jupiter: 130 }, 'gajakesari').present).toBe(false); // Simha is 2nd from Karka
  });
  it('Budhaditya: Sun and Mercury in Mesha', () => {
    expect(get({}, 'budhaditya').present).toBe(true);
    expect(get({ Mercury: 40 }, 'budhaditya').present).toBe(false);
  });
  it('Pancha Mahapurusha: Ruchaka (Mars 10th) and Shasha (Saturn 7th), not Malavya (Venus 12th)', () => {
    expect(get({}, 'ruchaka').present).toBe(true);
    expect(get({}, 'shasha').present).toBe(true);
    expect(get({}, 'malavya').present).toBe(false);
    expect(get({}, 'hamsa').present).toBe(false);
    expect(get({}, 'ruchaka').reason).toMatch(/Mars \(10th house\)/);
  });
  it('Raj yoga: 9th lord Jupiter with 10th lord Saturn in Tula', () => {
    const r = get({}, 'raj_yoga');
    expect(r.present).toBe(true);
    expect(r.reason).toMatch(/Saturn \(lord of the 10th.*Jupiter \(lord of the 9th|Jupiter.*Saturn/);
  });
  it('Dhana yoga: 11th lord Saturn and 5th lord Sun in mutual aspect', () => {
    expect(get({}, 'dhana_yoga').present).toBe(true);
  });
  it('Chandra-Mangal: Moon and Mars opposite', () => {
    expect(get({}, 'chandra_mangal').present).toBe(true);
  });
  it('Kemadruma present (nothing beside the Moon) but cancelled by planets in kendras from the Moon', () => {
    const k = get({}, 'kemadruma');
    expect(k).toMatchObject({ present: true, cancelled: true });
    expect(get({}, 'sunapha').present).toBe(false);
    expect(get({ Venus: 130 }, 'sunapha').present).toBe(true);
    expect(get({ Venus: 130, Mercury: 70 }, 'durudhara').present).toBe(true);
  });
  it('Neecha Bhanga: debilitated Venus in Kanya with its lord Mercury in the 1st (a kendra)', () => {
    expect(get({}, 'neecha_bhanga_raja').present).toBe(false);
    const n = get({ Venus: 170 }, 'neecha_bhanga_raja');
    expect(n.present).toBe(true);
    expect(n.reason).toMatch(/Mercury, lord of the debilitation sign Kanya, is in a kendra from the lagna/);
  });
  it('Vipareeta: 6th lord Mercury in the 8th is Harsha', () => {
    expect(get({}, 'vipareeta_raja').present).toBe(false);
    expect(get({ Mercury: 220 }, 'vipareeta_raja').reason).toMatch(/Harsha: Mercury, lord of the 6th, is in the 8th house/);
  });
  it('Adhi: Mercury, Jupiter and Venus in the 6th–8th from the Moon', () => {
    expect(get({}, 'adhi').present).toBe(false);
    expect(get({ Mercury: 265, Jupiter: 300, Venus: 320 }, 'adhi').present).toBe(true);
  });
  it('every result has the agreed shape', () => {
    for (const y of yogas(makePlacements(Y, 5))) {
      expect(typeof y.key).toBe('string');
      expect(typeof y.present).toBe('boolean');
      expect(y.reason.length).toBeGreaterThan(10);
      expect(y.nameHi).toMatch(/योग$/);
    }
    const d = doshas(makePlacements(Y, 5));
    expect(d.manglik.key).toBe('manglik');
    expect(d.kaalSarp.key).toBe('kaal_sarp');
  });
});

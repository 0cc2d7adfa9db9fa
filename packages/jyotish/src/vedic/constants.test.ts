import { REFDATA_DIR } from '../../test/reference.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAKSHATRAS } from './nakshatras.js';
import { RASHIS } from './rashis.js';
import { GRAHA_NAMES } from './grahas.js';
import { GRAHAS } from './types.js';

// The nakshatra attributes must be exactly those of the shared matching tables.
const md = readFileSync(`${REFDATA_DIR}/ashtakoota.md`, 'utf8');
const numbersAfter = (label: string): number[] => {
  const m = md.match(new RegExp(`${label}: ([0-9, ]+)`));
  if (!m) throw new Error(`${label} not found in ashtakoota.md`);
  return m[1].split(',').map((s) => Number(s.trim())).filter((n) => n > 0);
};

describe('nakshatra constants match ashtakoota.md', () => {
  it('gana lists', () => {
    for (const g of ['Deva', 'Manushya', 'Rakshasa'] as const) {
      expect(NAKSHATRAS.filter((n) => n.gana === g).map((n) => n.number)).toEqual(numbersAfter(g));
    }
  });
  it('nadi lists', () => {
    for (const g of ['Adi', 'Madhya', 'Antya'] as const) {
      expect(NAKSHATRAS.filter((n) => n.nadi === g).map((n) => n.number)).toEqual(numbersAfter(g));
    }
  });
  it('yoni animals', () => {
    const line = md.match(/Nakshatra animal: ([^(]+)\(/s)?.[1] ?? '';
    const animals = [...line.matchAll(/(\d+) ([A-Za-z]+)/g)].map((m) => [Number(m[1]), m[2]] as const);
    expect(animals.length).toBe(27);
    for (const [n, a] of animals) expect(NAKSHATRAS[n - 1].yoni).toBe(a);
  });
  it('lords follow the Vimshottari cycle and every name is bilingual', () => {
    expect(NAKSHATRAS[0].lord).toBe('Ketu');
    expect(NAKSHATRAS[26].lord).toBe('Mercury');
    for (const n of NAKSHATRAS) {
      expect(n.name.hi).toMatch(/[\u0900-\u097F]/);
      expect(n.namakshar.length).toBe(4);
      for (const s of n.namakshar) expect(s.hi).toMatch(/^[\u0900-\u097F]+$/);
    }
    for (const r of RASHIS) expect(r.name.hi).toMatch(/[\u0900-\u097F]/);
    for (const g of GRAHAS) expect(GRAHA_NAMES[g].hi).toMatch(/[\u0900-\u097F]/);
  });
  it('rashi elements and qualities cycle', () => {
    expect(RASHIS.map((r) => r.element).slice(0, 4)).toEqual(['fire', 'earth', 'air', 'water']);
    expect(RASHIS.map((r) => r.quality).slice(0, 3)).toEqual(['movable', 'fixed', 'dual']);
    expect(RASHIS[8]).toMatchObject({ lord: 'Jupiter', element: 'fire', quality: 'dual', western: 'Sagittarius' });
  });
});

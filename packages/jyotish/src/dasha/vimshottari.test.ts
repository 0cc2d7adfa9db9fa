import { describe, expect, it } from 'vitest';
import { vimshottari, dashaAt } from './vimshottari.js';
import { yogini } from './yogini.js';

describe('vimshottari', () => {
  it('places the birth mahadasha at its theoretical start and nests three levels that tile it', () => {
    // Moon at the middle of Ashwini (Ketu): half of Ketu's 7 years elapsed.
    const v = vimshottari(360 / 54, 2451545);
    expect(v.birthLord).toBe('Ketu');
    expect(v.balanceYears).toBeCloseTo(3.5, 9);
    expect(v.mahadashas[0].startJd).toBeCloseTo(2451545 - 3.5 * 365.25, 6);
    const maha = v.mahadashas[1];
    expect(maha.sub![0].lord).toBe(maha.lord);
    expect(maha.sub![8].endJd).toBeCloseTo(maha.endJd, 6);
    expect(maha.sub![3].sub![8].endJd).toBeCloseTo(maha.sub![3].endJd, 6);
    expect(dashaAt(v.mahadashas, 2451545).map((p) => p.lord)[0]).toBe('Ketu');
  });

  it('supports 360-day years', () => {
    const v = vimshottari(0, 2451545, { yearDays: 360, levels: 1 });
    expect(v.mahadashas[1].startJd - v.mahadashas[0].startJd).toBeCloseTo(7 * 360, 6);
  });
});

describe('yogini', () => {
  it('starts from (nakshatra + 3) mod 8: Ashwini → Bhramari, Mrigashira → Sankata', () => {
    expect(yogini(1, 2451545).birthYogini).toBe('Bhramari');
    expect(yogini(360 / 27 * 4 + 1, 2451545).birthYogini).toBe('Sankata');
  });
});

import { describe, expect, it } from 'vitest';
import { INDIAN_STATES, findIndianState } from '@nakshatra/shared';
import { buildPinMap, lookupPin, pinDirectory } from './pincodes.js';

const summary = async (pin: string) => {
  const e = await lookupPin(pin);
  return e && { districts: e.districts.map((d) => d.name), states: e.states.map((s) => s.name) };
};

describe('India Post PIN-code directory', () => {
  it('covers the ~19,000 PIN codes of India, in all 28 states and 8 union territories', async () => {
    const dir = await pinDirectory();
    expect(dir.size).toBeGreaterThan(19_000);
    const seen = new Set([...dir.values()].flatMap((e) => e.states.map((s) => s.name)));
    expect([...seen].sort()).toEqual(INDIAN_STATES.map((s) => s.name).sort());
    expect(INDIAN_STATES.filter((s) => s.kind === 'state')).toHaveLength(28);
    expect(INDIAN_STATES.filter((s) => s.kind === 'union_territory')).toHaveLength(8);
  });

  it('knows the head post offices of the capitals', async () => {
    expect(await summary('110001')).toEqual({ districts: ['Central Delhi', 'New Delhi'], states: ['Delhi'] });
    // the directory also lists the Elephanta Caves office under 400001, which lies in Raigad district
    expect(await summary('400001')).toEqual({ districts: ['Mumbai', 'Raigarh(MH)'], states: ['Maharashtra'] });
    // India Post still names Bengaluru's district "Bangalore"
    expect(await summary('560001')).toEqual({ districts: ['Bangalore'], states: ['Karnataka'] });
    expect(await summary('500001')).toMatchObject({ states: ['Telangana'] });
    expect(await summary('682028')).toEqual({ districts: ['Ernakulam'], states: ['Kerala'] });
  });

  it('names states as they are today: Ladakh, the merged Dadra and Nagar Haveli and Daman and Diu, Puducherry', async () => {
    expect(await summary('194101')).toEqual({ districts: ['Leh'], states: ['Ladakh'] });
    expect(await summary('190001')).toMatchObject({ states: ['Jammu and Kashmir'] });
    expect(await summary('396210')).toMatchObject({ states: ['Dadra and Nagar Haveli and Daman and Diu'] });
    expect(await summary('605001')).toMatchObject({ states: ['Puducherry'] });
    expect(await summary('744101')).toMatchObject({ states: ['Andaman and Nicobar Islands'] });
    expect((await summary('492001'))?.states).toEqual(['Chhattisgarh']);
  });

  it('keeps both states of a PIN whose offices lie across a border', async () => {
    expect((await summary('160003'))?.states.sort()).toEqual(['Chandigarh', 'Punjab']);
  });

  it('answers null for PIN codes that do not exist or are malformed', async () => {
    expect(await lookupPin('999999')).toBeNull();
    expect(await lookupPin('012345')).toBeNull();
    expect(await lookupPin('11001')).toBeNull();
  });

  it('refuses a directory with a state it does not know, rather than guessing', () => {
    expect(() => buildPinMap([{ pincode: 123456, district: 'X', state: 'Atlantis' }])).toThrow(/unknown state "Atlantis"/);
  });

  it('reads state names as people write them', () => {
    expect(findIndianState('karnataka')?.name).toBe('Karnataka');
    expect(findIndianState('KA')?.name).toBe('Karnataka');
    expect(findIndianState('Orissa')?.name).toBe('Odisha');
    expect(findIndianState('Pondicherry')?.name).toBe('Puducherry');
    expect(findIndianState('Jammu & Kashmir')?.name).toBe('Jammu and Kashmir');
    expect(findIndianState('महाराष्ट्र')?.name).toBe('Maharashtra');
    expect(findIndianState('Atlantis')).toBeNull();
  });
});

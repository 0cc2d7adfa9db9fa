import { describe, expect, it } from 'vitest';
import { getPlace, loadPlaces, PlaceError, searchPlaces } from './index.js';

const first = (query: string) => searchPlaces(query, 5)[0];

describe('searchPlaces', () => {
  it('loads the bundled index once', () => {
    const stats = loadPlaces();
    expect(stats.placeCount).toBeGreaterThan(60_000);
    expect(loadPlaces()).toEqual(stats);
  });

  it('ranks Delhi, then New Delhi, for "delhi", ahead of the small Delhis of the US', () => {
    const results = searchPlaces('delhi', 5);
    expect(results.slice(0, 2).map((p) => p.name)).toEqual(['Delhi', 'New Delhi']);
    expect(results[0]).toMatchObject({ country: 'IN', countryName: 'India', state: 'Delhi', zone: 'Asia/Kolkata' });
  });

  it('finds Prayagraj, India, Asia/Kolkata from its old name', () => {
    expect(first('allahabad')).toMatchObject({
      id: 1278994, name: 'Prayagraj', nameHi: 'प्रयागराज', state: 'Uttar Pradesh', country: 'IN', countryName: 'India',
      zone: 'Asia/Kolkata',
    });
    // GeoNames 1278994 is at 25.4448° N, 81.8432° E; 4 decimals ≈ 11 m.
    expect(first('allahabad').lat).toBeCloseTo(25.4448, 3);
    expect(first('allahabad').lon).toBeCloseTo(81.8432, 3);
  });

  it('matches on any prefix, case and diacritics ignored', () => {
    expect(first('VARAN')?.name).toBe('Varanasi');
    expect(first('  mumb ')?.name).toBe('Mumbai');
    expect(first('São Paulo')?.country).toBe('BR');
    expect(first('sao paulo')?.country).toBe('BR');
    expect(first('tromso')?.name).toBe('Tromsø');
    expect(first('surat')?.name).toBe('Surat'); // GeoNames writes Sūrat; Indian names are shown without macrons
  });

  it('puts an exact name before a longer name of a similar population', () => {
    expect(first('agra')?.name).toBe('Agra');
    expect(first('london')).toMatchObject({ country: 'GB', zone: 'Europe/London' });
    expect(first('gorakhpur')).toMatchObject({ state: 'Uttar Pradesh' });
  });

  it('gives the right IANA zone abroad', () => {
    expect(first('new york')).toMatchObject({ name: 'New York City', zone: 'America/New_York', state: 'New York' });
    expect(first('london')?.zone).toBe('Europe/London');
    expect(first('tromsø')?.zone).toBe('Europe/Oslo');
    expect(first('kathmandu')?.zone).toBe('Asia/Kathmandu');
    expect(first('sydney')?.zone).toBe('Australia/Sydney');
    expect(first('dubai')?.zone).toBe('Asia/Dubai');
  });

  it('narrows with ", state or country"', () => {
    expect(first('hyderabad, pakistan')?.country).toBe('PK');
    expect(first('hyderabad, telangana')?.country).toBe('IN');
    expect(first('springfield, il')?.state).toBe('Illinois');
    expect(first('london, ontario')?.country).toBe('CA');
    expect(first('birmingham, uk')?.country).toBe('GB');
    expect(first('birmingham, usa')?.country).toBe('US');
  });

  it('finds names written with or without spaces and hyphens', () => {
    expect(first('rae bareli')?.name).toBe('Raebareli');
    expect(first('newdelhi')?.name).toBe('New Delhi');
    expect(first('pimpri chinchwad')?.name).toBe('Pimpri');
  });

  it('returns [] for empty, blank, punctuation-only or unknown queries', () => {
    for (const query of ['', '   ', ',,,', '!!!', '---', 'xqzvw', 'zzzzzzzzzzzzzz', '🙂']) {
      expect(searchPlaces(query)).toEqual([]);
    }
  });

  it('honours the limit and refuses bad arguments with a PlaceError', () => {
    expect(searchPlaces('a', 3)).toHaveLength(3);
    expect(searchPlaces('a')).toHaveLength(10);
    expect(() => searchPlaces('delhi', 0)).toThrow(PlaceError);
    expect(() => searchPlaces('delhi', 101)).toThrow(PlaceError);
    expect(() => searchPlaces(42 as unknown as string)).toThrow(PlaceError);
  });

  it('is deterministic: the same query gives the same list', () => {
    expect(searchPlaces('san', 20)).toEqual(searchPlaces('san', 20));
  });
});

describe('getPlace', () => {
  it('returns a place by GeoNames id, null for an unknown id, and refuses a non-id', () => {
    expect(getPlace(1253405)).toMatchObject({ name: 'Varanasi', nameHi: 'वाराणसी', zone: 'Asia/Kolkata' });
    expect(getPlace(999_999_999)).toBeNull();
    expect(() => getPlace(-1)).toThrow(PlaceError);
    expect(() => getPlace(1.5)).toThrow(PlaceError);
  });
});

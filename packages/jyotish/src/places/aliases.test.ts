import { describe, expect, it } from 'vitest';
import { PLACE_FIXES } from './aliases.js';
import { getPlace, searchPlaces } from './index.js';

/** Old or alternative name → the place users mean (display name). */
const ALTERNATIVES: Array<[string, string]> = [
  ['Bangalore', 'Bengaluru'], ['Bengaluru', 'Bengaluru'], ['Allahabad', 'Prayagraj'], ['Prayagraj', 'Prayagraj'],
  ['Benares', 'Varanasi'], ['Banaras', 'Varanasi'], ['Kashi', 'Varanasi'], ['Bombay', 'Mumbai'],
  ['Madras', 'Chennai'], ['Calcutta', 'Kolkata'], ['Gurgaon', 'Gurugram'], ['Gurugram', 'Gurugram'],
  ['Pondicherry', 'Puducherry'], ['Trivandrum', 'Thiruvananthapuram'], ['Cochin', 'Kochi'], ['Kochi', 'Kochi'],
  ['Baroda', 'Vadodara'], ['Mysore', 'Mysuru'], ['Mysuru', 'Mysuru'], ['Poona', 'Pune'], ['Cawnpore', 'Kanpur'],
  ['Simla', 'Shimla'], ['Calicut', 'Kozhikode'], ['Mangalore', 'Mangaluru'], ['Belgaum', 'Belagavi'],
  ['Gulbarga', 'Kalaburagi'], ['Trichy', 'Tiruchirappalli'], ['Tuticorin', 'Thoothukudi'], ['Vizag', 'Visakhapatnam'],
  ['Haora', 'Howrah'], ['Howrah', 'Howrah'], ['Gauhati', 'Guwahati'], ['Jubbulpore', 'Jabalpur'], ['Nasik', 'Nashik'],
  ['Bhubaneshwar', 'Bhubaneswar'], ['Hardwar', 'Haridwar'], ['Ayodhya', 'Ayodhya'], ['Kurukshetra', 'Thanesar'],
  ['Sambhajinagar', 'Aurangabad'], ['Dilli', 'Delhi'], ['Tanjore', 'Thanjavur'], ['Palghat', 'Palakkad'],
];

describe('alternative names of Indian cities', () => {
  it.each(ALTERNATIVES)('"%s" finds %s first', (query, expected) => {
    const top = searchPlaces(query, 3)[0];
    expect(top?.name).toBe(expected);
    expect(top?.country).toBe('IN');
  });

  it('every fixed id is in the bundled index', () => {
    const missing = Object.keys(PLACE_FIXES).map(Number).filter((id) => getPlace(id) === null);
    expect(missing).toEqual([]);
  });

  it('every alias finds its own place among the first five', () => {
    const misses: string[] = [];
    for (const [id, fix] of Object.entries(PLACE_FIXES)) {
      for (const alias of fix.aliases ?? []) {
        if (!searchPlaces(alias, 5).some((p) => p.id === Number(id))) misses.push(`${alias} → ${id}`);
      }
    }
    expect(misses).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { HINDI_NAMES } from './hindi-names.js';
import { getPlace, searchPlaces } from './index.js';

describe('Hindi (Devanagari) input', () => {
  it.each([
    ['वाराणसी', 'Varanasi'], ['बनारस', 'Varanasi'], ['काशी', 'Varanasi'], ['दिल्ली', 'Delhi'], ['मुंबई', 'Mumbai'],
    ['मुम्बई', 'Mumbai'], ['बम्बई', 'Mumbai'], ['प्रयागराज', 'Prayagraj'], ['इलाहाबाद', 'Prayagraj'],
    ['कोलकाता', 'Kolkata'], ['कलकत्ता', 'Kolkata'], ['बेंगलुरु', 'Bengaluru'], ['लखनऊ', 'Lucknow'],
    ['गोरख', 'Gorakhpur'], ['नई दिल्ली', 'New Delhi'], ['ग़ाज़ियाबाद', 'Ghaziabad'], ['गाजियाबाद', 'Ghaziabad'],
  ])('"%s" finds %s first', (query, expected) => {
    expect(searchPlaces(query, 3)[0]?.name).toBe(expected);
  });

  it('finds places missing from the Hindi table through transliteration', () => {
    // Neither is in hindi-names.ts; both are found from their Hindi spelling.
    expect(searchPlaces('सहारनपुर', 3)[0]?.name).toBe('Saharanpur');
    expect(searchPlaces('महोबा', 3)[0]?.name).toBe('Mahoba');
    expect(searchPlaces('बुलंदशहर', 3)[0]?.name).toBe('Bulandshahr');
  });

  it('every row of the Hindi table points at the place its English name says', () => {
    const wrong = HINDI_NAMES.filter(([id, english]) => getPlace(id)?.name !== english).map(
      ([id, english]) => `${id} ${english} ≠ ${getPlace(id)?.name}`,
    );
    expect(wrong).toEqual([]);
  });

  it('every Hindi name finds its own place among the first three', () => {
    const misses: string[] = [];
    for (const [id, english, ...hindi] of HINDI_NAMES) {
      for (const name of hindi) if (!searchPlaces(name, 3).some((p) => p.id === id)) misses.push(`${name} → ${english}`);
    }
    expect(misses).toEqual([]);
  });
});

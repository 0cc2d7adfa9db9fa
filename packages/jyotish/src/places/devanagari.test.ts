import { describe, expect, it } from 'vitest';
import { devanagariSkeleton, phoneticSkeleton, transliterateDevanagari } from './devanagari.js';
import { foldDevanagari, foldLatin } from './normalize.js';

describe('foldLatin', () => {
  it('lowers case, removes diacritics and punctuation', () => {
    expect(foldLatin('  São-Paulo ')).toBe('sao paulo');
    expect(foldLatin('Allahābād')).toBe('allahabad');
    expect(foldLatin('Tromsø')).toBe('tromso');
    expect(foldLatin("Coeur d'Alene")).toBe('coeur dalene');
    expect(foldLatin('!!!')).toBe('');
  });
});

describe('foldDevanagari', () => {
  it('treats half nasals, chandrabindu and nukta as their plain spellings', () => {
    expect(foldDevanagari('मुम्बई')).toBe(foldDevanagari('मुंबई'));
    expect(foldDevanagari('शाहजहाँपुर')).toBe(foldDevanagari('शाहजहांपुर'));
    expect(foldDevanagari('ग़ाज़ियाबाद')).toBe(foldDevanagari('गाजियाबाद'));
  });
});

describe('transliterateDevanagari', () => {
  it.each([
    ['कानपुर', 'kanpur'], ['प्रयागराज', 'prayagraj'], ['मुंबई', 'mumbai'], ['राम', 'ram'], ['कोलकाता', 'kolkata'],
    ['उज्जैन', 'ujjain'], ['चंडीगढ़', 'chandigarh'], ['नई दिल्ली', 'nai dilli'],
  ])('%s → %s', (hindi, latin) => {
    expect(transliterateDevanagari(hindi)).toBe(latin);
  });
});

describe('phonetic skeleton', () => {
  it.each([
    ['वाराणसी', 'Varanasi'], ['दिल्ली', 'Delhi'], ['तिरुवनंतपुरम', 'Thiruvananthapuram'], ['हैदराबाद', 'Hyderabad'],
    ['भुवनेश्वर', 'Bhubaneshwar'], ['खड़गपुर', 'Kharagpur'], ['इंदौर', 'Indore'],
  ])('%s and %s meet', (hindi, english) => {
    expect(devanagariSkeleton(hindi)).toBe(phoneticSkeleton(english));
  });
});

import { describe, expect, it } from 'vitest';
import { maskContacts } from './mask.js';

const masks = (text: string) => maskContacts(text);

describe('the chat contact mask', () => {
  it.each([
    ['call me on 9876543210', 'ASCII digits'],
    ['मेरा नंबर ९८७६५४३२१० है', 'Devanagari digits'],
    ['नंबर 98७६5४3२1० पर', 'mixed Devanagari and ASCII digits'],
    ['9 8 7 6 5 . 4 3 2 1 0', 'digits spread with spaces and a dot'],
    ['98-76-54-32-10', 'dashes'],
    ['98 / 76 / 54 / 32 / 10', 'slashes with spaces'],
    ['9\u200B8\u200B7\u200B6\u200B5\u200B4\u200B3\u200B2\u200B1\u200B0', 'zero-width spaces'],
    ['(+91) 98765-43210', 'country code and brackets'],
    ['nine eight seven six five four three two one zero', 'English words'],
    ['Nine-Eight-seven 6 5 4 three two 1 0', 'words and digits mixed'],
    ['नौ आठ सात छह पाँच चार तीन दो एक शून्य', 'Hindi words'],
    ['৯৮৭৬৫৪৩২১০', 'Bengali digits'],
    ['９８７６５４３２１０', 'full-width digits'],
    ['pay to ramesh@okaxis', 'a UPI handle'],
    ['mail ramesh.k (at) gmail.com', 'an e-mail with (at)'],
    ['wa.me/919876543210', 'a WhatsApp link'],
  ])('masks %j (%s)', (text) => {
    const r = masks(text);
    expect(r.masked).toBe(true);
    expect(r.text).toContain('•••');
    expect(r.text).not.toMatch(/[0-9९८७६५४३२१०]{4,}/);
  });

  it.each([
    ['I was born on 14/05/1990 at 06:45 in Varanasi.'],
    ['जन्म तिथि १४-०५-१९९० समय ०६:४५'],
    ['My date of birth is 1990-05-14, time 18:30:15.'],
    ['Saturn stays 2.5 years in a sign; I have 3 questions.'],
    ['one more question about my seventh house'],
    ['एक प्रश्न और, दो बातें'],
  ])('leaves %j alone', (text) => {
    const r = masks(text);
    expect(r).toEqual({ text, masked: false });
  });

  it('masks the number and keeps the date in the same message', () => {
    const r = masks('DOB 14/05/1990, whatsapp ९८७६५ ४३२१०');
    expect(r.masked).toBe(true);
    expect(r.text).toBe('DOB 14/05/1990, whatsapp •••');
  });
});

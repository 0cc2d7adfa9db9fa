import { describe, expect, it } from 'vitest';
import type { PublicAstrologer } from '@nakshatra/shared';
import { directorySignature } from './directory-signature';

const meera: PublicAstrologer = {
  id: 'a1', name: 'Meera', gender: 'female', photo_url: '/upload/m.webp', languages: ['Hindi'], skills: ['Vedic'], experience_years: 12,
  price_per_minute_paise: 2500, price_per_minute_rupees: 25, chat_status: 'offline', call_status: 'offline', rating: 4.5, review_count: 3, followers: 10,
};
const arun: PublicAstrologer = { ...meera, id: 'a2', name: 'Arun', price_per_minute_paise: 4000, price_per_minute_rupees: 40 };

describe('directorySignature', () => {
  it('is 8 hex digits and the same for the same drawn cards', () => {
    expect(directorySignature([meera, arun], 2)).toMatch(/^[0-9a-f]{8}$/);
    expect(directorySignature([{ ...meera }, { ...arun }], 2)).toBe(directorySignature([meera, arun], 2));
  });

  it('ignores what the cards do not draw from the server: live statuses and followers', () => {
    const live = { ...meera, chat_status: 'online' as const, call_status: 'busy' as const, followers: 11 };
    expect(directorySignature([live, arun], 2)).toBe(directorySignature([meera, arun], 2));
  });

  it('changes with a drawn field, the order or the total', () => {
    const base = directorySignature([meera, arun], 2);
    expect(directorySignature([{ ...meera, price_per_minute_paise: 2600 }, arun], 2)).not.toBe(base);
    expect(directorySignature([{ ...meera, review_count: 4 }, arun], 2)).not.toBe(base);
    expect(directorySignature([{ ...meera, photo_url: null }, arun], 2)).not.toBe(base);
    expect(directorySignature([arun, meera], 2)).not.toBe(base);
    expect(directorySignature([meera, arun], 3)).not.toBe(base);
    expect(directorySignature([meera], 2)).not.toBe(base);
  });
});

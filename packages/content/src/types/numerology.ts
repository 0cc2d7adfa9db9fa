import { z } from 'zod';
import { defineContentType } from '../define';

export const numerology = defineContentType({
  key: 'numerology',
  label: { en: 'Numerology', hi: 'अंक ज्योतिष', enPlural: 'Numerology', hiPlural: 'अंक ज्योतिष' },
  segment: 'numerology',
  fields: z.object({
    /** 1-9 or a master number 11, 22, 33; absent for general articles */
    number: z.number().int().refine((n) => (n >= 1 && n <= 9) || n === 11 || n === 22 || n === 33, 'Use 1 to 9, 11, 22 or 33.').optional(),
    planet: z.string().trim().max(40).optional(),
  }),
  translated: ['title', 'summary', 'body', 'planet'],
  listFields: ['title', 'summary', 'image', 'number'],
});

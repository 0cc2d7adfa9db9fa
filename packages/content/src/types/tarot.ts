import { z } from 'zod';
import { defineContentType } from '../define';

export const tarot = defineContentType({
  key: 'tarot',
  label: { en: 'Tarot card', hi: 'टैरो कार्ड', enPlural: 'Tarot', hiPlural: 'टैरो' },
  segment: 'tarot',
  fields: z.object({
    arcana: z.enum(['major', 'minor']),
    /** minor arcana only */
    suit: z.enum(['wands', 'cups', 'swords', 'pentacles']).optional(),
    /** 0-21 for the major arcana, 1-14 for the minor */
    number: z.number().int().min(0).max(21),
    upright: z.string().trim().max(2000),
    reversed: z.string().trim().max(2000),
  }),
  translated: ['title', 'summary', 'body', 'upright', 'reversed'],
  listFields: ['title', 'summary', 'image', 'arcana', 'number'],
});

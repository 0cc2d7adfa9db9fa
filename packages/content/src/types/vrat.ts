import { z } from 'zod';
import { defineContentType, isoDateSchema } from '../define';

export const vrat = defineContentType({
  key: 'vrat',
  label: { en: 'Vrat (fast)', hi: 'व्रत', enPlural: 'Vrat', hiPlural: 'व्रत' },
  segment: 'vrat',
  fields: z.object({
    deity: z.string().trim().max(80),
    /** lunar day 1-30 (1-15 shukla, 16-30 krishna) when the fast follows a tithi */
    tithi: z.number().int().min(1).max(30).optional(),
    /** the next date it falls on */
    nextDate: isoDateSchema.optional(),
    /** what is eaten and avoided */
    rules: z.string().max(5000).optional(),
  }),
  translated: ['title', 'summary', 'body', 'deity', 'rules'],
  listFields: ['title', 'summary', 'image', 'deity', 'nextDate'],
});

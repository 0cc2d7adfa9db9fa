import { z } from 'zod';
import { defineContentType, isoDateSchema } from '../define';

export const festivals = defineContentType({
  key: 'festivals',
  label: { en: 'Festival', hi: 'त्योहार', enPlural: 'Festivals', hiPlural: 'त्योहार' },
  segment: 'festivals',
  fields: z.object({
    date: isoDateSchema,
    endDate: isoDateSchema.optional(),
    /** where it is chiefly celebrated, e.g. "All India", "Bengal" */
    region: z.string().trim().max(80).optional(),
  }),
  translated: ['title', 'summary', 'body', 'region'],
  listFields: ['title', 'summary', 'image', 'date'],
});

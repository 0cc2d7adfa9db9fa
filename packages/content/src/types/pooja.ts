import { z } from 'zod';
import { defineContentType } from '../define';

/** The display side of pooja booking (what can be booked); slots and bookings get their own tables. */
export const pooja = defineContentType({
  key: 'pooja',
  label: { en: 'Pooja', hi: 'पूजा', enPlural: 'Pooja booking', hiPlural: 'पूजा बुकिंग' },
  segment: 'pooja',
  fields: z.object({
    temple: z.string().trim().max(120).optional(),
    deity: z.string().trim().max(80).optional(),
    pricePaise: z.number().int().min(0),
    durationMinutes: z.number().int().min(5).max(24 * 60).optional(),
    benefits: z.array(z.string().trim().min(1).max(200)).max(12).optional(),
  }),
  translated: ['title', 'summary', 'body', 'temple', 'deity'],
  listFields: ['title', 'summary', 'image', 'temple', 'pricePaise'],
  api: { list: 'get_pooja_booking', single: 'get_single_pooja_booking', bySlug: 'get_single_pooja' },
});

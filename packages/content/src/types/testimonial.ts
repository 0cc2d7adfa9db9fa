import { z } from 'zod';
import { defineContentType } from '../define';

/** What a client said; `summary` is the quote, `title` a short headline. */
export const testimonial = defineContentType({
  key: 'testimonial',
  label: { en: 'Testimonial', hi: 'प्रशंसापत्र', enPlural: 'Testimonials', hiPlural: 'प्रशंसापत्र' },
  segment: null,
  fields: z.object({
    name: z.string().trim().min(1).max(80),
    city: z.string().trim().max(80).optional(),
    rating: z.number().int().min(1).max(5),
  }),
  translated: ['title', 'summary', 'body', 'name', 'city'],
  listFields: ['title', 'summary', 'image', 'name', 'city', 'rating'],
  api: { bySlug: null },
  home: 8,
});

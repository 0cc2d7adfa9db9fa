import { z } from 'zod';
import { defineContentType } from '../define';

/**
 * The display side of reviews: ones the admin chose to show (users' own reviews of consultations come
 * through POST /api/create_review in the consultation module). `summary` is the review text.
 */
export const review = defineContentType({
  key: 'review',
  label: { en: 'Review', hi: 'समीक्षा', enPlural: 'Reviews', hiPlural: 'समीक्षाएँ' },
  segment: null,
  fields: z.object({
    reviewer: z.string().trim().min(1).max(80),
    /** whom it is about (an astrologer's name, a pooja, a product) */
    about: z.string().trim().max(120).optional(),
    rating: z.number().int().min(1).max(5),
  }),
  translated: ['title', 'summary', 'body'],
  listFields: ['title', 'summary', 'image', 'reviewer', 'about', 'rating'],
  api: { bySlug: null },
});

import { z } from 'zod';
import { defineContentType, audioUrlSchema } from '../define';

export const aarti = defineContentType({
  key: 'aarti',
  label: { en: 'Aarti', hi: 'आरती', enPlural: 'Aartis', hiPlural: 'आरतियाँ' },
  segment: 'rituals/aarti',
  fields: z.object({
    deity: z.string().trim().max(80),
    /** the verses; plain text with line breaks (Devanagari in both languages is fine) */
    lyrics: z.string().max(20_000).optional(),
    audioUrl: audioUrlSchema.optional(),
  }),
  translated: ['title', 'summary', 'body', 'deity', 'lyrics'],
  listFields: ['title', 'summary', 'image', 'deity'],
});

import { z } from 'zod';
import { defineContentType, linkSchema } from '../define';

export const news = defineContentType({
  key: 'news',
  label: { en: 'News', hi: 'समाचार', enPlural: 'News', hiPlural: 'समाचार' },
  segment: 'news',
  fields: z.object({
    source: z.string().trim().max(80).optional(),
    sourceUrl: linkSchema.optional(),
  }),
  translated: ['title', 'summary', 'body'],
});

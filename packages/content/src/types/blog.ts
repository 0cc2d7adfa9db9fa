import { z } from 'zod';
import { defineContentType } from '../define';

export const blog = defineContentType({
  key: 'blog',
  label: { en: 'Blog post', hi: 'ब्लॉग लेख', enPlural: 'Blogs', hiPlural: 'ब्लॉग' },
  segment: 'blogs',
  fields: z.object({
    author: z.string().trim().max(80).optional(),
    readMinutes: z.number().int().min(1).max(120).optional(),
    tags: z.array(z.string().trim().min(1).max(40)).max(12).optional(),
  }),
  translated: ['title', 'summary', 'body'],
  listFields: ['title', 'summary', 'image', 'author', 'readMinutes'],
  home: 6,
});

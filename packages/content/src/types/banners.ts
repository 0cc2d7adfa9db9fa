import { z } from 'zod';
import { defineContentType, linkSchema } from '../define';

/** The home carousel; `title` is the headline and the image's alt text. */
export const banners = defineContentType({
  key: 'banners',
  label: { en: 'Banner', hi: 'बैनर', enPlural: 'Banners', hiPlural: 'बैनर' },
  segment: null,
  fields: z.object({
    href: linkSchema.optional(),
    cta: z.string().trim().max(40).optional(),
  }),
  translated: ['title', 'summary', 'body', 'cta'],
  listFields: ['title', 'summary', 'image', 'href', 'cta'],
  api: { list: 'get_banners', single: null, bySlug: null },
  order: 'position',
  home: 6,
});

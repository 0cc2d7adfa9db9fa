import { z } from 'zod';
import { defineContentType } from '../define';

/** A curated set of items of any types, e.g. "Navratri reading list". */
export const collection = defineContentType({
  key: 'collection',
  label: { en: 'Collection', hi: 'संग्रह', enPlural: 'Collections', hiPlural: 'संग्रह' },
  segment: null,
  fields: z.object({
    items: z.array(z.object({ type: z.string(), slug: z.string() })).max(100).default([]),
  }),
  translated: ['title', 'summary', 'body'],
  listFields: ['title', 'summary', 'image', 'items'],
  api: { single: null, bySlug: null },
  order: 'position',
});

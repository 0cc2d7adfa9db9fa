import { z } from 'zod';
import { defineContentType } from '../define';

/** A category; items name it by slug in their `category`. */
export const category = defineContentType({
  key: 'category',
  label: { en: 'Category', hi: 'श्रेणी', enPlural: 'Categories', hiPlural: 'श्रेणियाँ' },
  segment: null,
  fields: z.object({
    /** the type keys it applies to (e.g. ["blog", "remedies"]); empty: all */
    appliesTo: z.array(z.string()).max(30).default([]),
  }),
  translated: ['title', 'summary', 'body'],
  listFields: ['title', 'summary', 'image', 'appliesTo'],
  api: { single: null, bySlug: null },
  order: 'position',
});

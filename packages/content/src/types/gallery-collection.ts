import { z } from 'zod';
import { defineContentType } from '../define';

/** A group of gallery albums (by slug). */
export const galleryCollection = defineContentType({
  key: 'gallery_collection',
  label: { en: 'Gallery collection', hi: 'गैलरी संग्रह', enPlural: 'Gallery collections', hiPlural: 'गैलरी संग्रह' },
  segment: 'gallery/collections',
  fields: z.object({ galleries: z.array(z.string().trim().min(1)).max(50) }),
  translated: ['title', 'summary', 'body'],
});

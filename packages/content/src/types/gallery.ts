import { z } from 'zod';
import { defineContentType, imageUrlSchema, localizedTextSchema } from '../define';

/** An album: a titled set of pictures. */
export const gallery = defineContentType({
  key: 'gallery',
  label: { en: 'Gallery', hi: 'गैलरी', enPlural: 'Gallery', hiPlural: 'गैलरी' },
  segment: 'gallery',
  fields: z.object({
    images: z.array(z.object({ url: imageUrlSchema, caption: localizedTextSchema.optional() })).min(1, 'Add at least one picture.').max(60),
  }),
  translated: ['title', 'summary', 'body'],
});

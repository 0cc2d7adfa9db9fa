import { z } from 'zod';
import { defineContentType, imageUrlSchema, linkSchema, localizedTextSchema } from '../define';

/** A web story: full-screen pages tapped through at /web-stories/[slug]; `image` is the cover. */
export const story = defineContentType({
  key: 'story',
  label: { en: 'Web story', hi: 'वेब स्टोरी', enPlural: 'Web stories', hiPlural: 'वेब स्टोरीज़' },
  segment: 'web-stories',
  fields: z.object({
    pages: z
      .array(
        z.object({
          image: imageUrlSchema,
          heading: localizedTextSchema,
          text: localizedTextSchema.optional(),
          /** how long the page shows before advancing (ms), default 6000 */
          durationMs: z.number().int().min(2000).max(20_000).optional(),
          /** a "read more" link on the last page */
          link: linkSchema.optional(),
        }),
      )
      .min(1, 'A story needs at least one page.')
      .max(30),
  }),
  translated: ['title', 'summary', 'body'],
  home: 8,
});

import { z } from 'zod';
import { defineContentType, mediaUrlSchema } from '../define';

export const video = defineContentType({
  key: 'video',
  label: { en: 'Video', hi: 'वीडियो', enPlural: 'Videos', hiPlural: 'वीडियो' },
  segment: 'videos',
  fields: z.object({
    /** an https embed (YouTube /embed/…) or an uploaded file */
    videoUrl: mediaUrlSchema,
    durationSeconds: z.number().int().min(1).max(6 * 3600).optional(),
  }),
  translated: ['title', 'summary', 'body'],
  listFields: ['title', 'summary', 'image', 'durationSeconds'],
  home: 6,
});

import { z } from 'zod';
import { defineContentType, audioUrlSchema } from '../define';

/** An audio episode ("Astro FM"; `show: 'katha'` for the /katha page). Audio is served with Range support. */
export const podcast = defineContentType({
  key: 'podcast',
  label: { en: 'Podcast episode', hi: 'पॉडकास्ट एपिसोड', enPlural: 'Audio podcast', hiPlural: 'ऑडियो पॉडकास्ट' },
  segment: 'audio-podcast',
  fields: z.object({
    audioUrl: audioUrlSchema,
    durationSeconds: z.number().int().min(1).max(6 * 3600),
    show: z.enum(['astro-fm', 'katha']).default('astro-fm'),
    episode: z.number().int().min(1).optional(),
    host: z.string().trim().max(80).optional(),
  }),
  translated: ['title', 'summary', 'body', 'host'],
  listFields: ['title', 'summary', 'image', 'audioUrl', 'durationSeconds', 'show', 'episode'],
});

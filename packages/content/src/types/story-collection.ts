import { z } from 'zod';
import { defineContentType } from '../define';

/** A group of web stories (by slug). */
export const storyCollection = defineContentType({
  key: 'story_collection',
  label: { en: 'Story collection', hi: 'स्टोरी संग्रह', enPlural: 'Story collections', hiPlural: 'स्टोरी संग्रह' },
  segment: 'stories/collections',
  fields: z.object({ stories: z.array(z.string().trim().min(1)).max(50) }),
  translated: ['title', 'summary', 'body'],
});

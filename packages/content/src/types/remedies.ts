import { z } from 'zod';
import { defineContentType } from '../define';

/** The side menu's fixed remedy pages are remedies with these slugs (spec §2). */
export const fixedRemedySlugs = ['sun', 'moon', 'jupiter', 'rahu', 'mercury', 'venus', 'ketu', 'saturn', 'mars', 'sadesati'] as const;

export const remedies = defineContentType({
  key: 'remedies',
  label: { en: 'Remedy', hi: 'उपाय', enPlural: 'Remedies', hiPlural: 'उपाय' },
  segment: 'remedies',
  fields: z.object({
    /** the planet or condition it addresses */
    planet: z.enum(['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn', 'rahu', 'ketu', 'sadesati', 'general']).optional(),
    /** the mantra in Devanagari or transliteration; same in both languages */
    mantra: z.string().trim().max(500).optional(),
    /** best day for the remedy, e.g. "Saturday" / "शनिवार" */
    day: z.string().trim().max(60).optional(),
  }),
  translated: ['title', 'summary', 'body', 'day'],
  listFields: ['title', 'summary', 'image', 'planet'],
  home: 6,
});

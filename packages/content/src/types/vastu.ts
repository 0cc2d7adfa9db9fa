import { z } from 'zod';
import { defineContentType } from '../define';

export const vastu = defineContentType({
  key: 'vastu',
  label: { en: 'Vastu tip', hi: 'वास्तु सुझाव', enPlural: 'Vastu', hiPlural: 'वास्तु' },
  segment: 'vastu',
  fields: z.object({
    direction: z.enum(['north', 'north-east', 'east', 'south-east', 'south', 'south-west', 'west', 'north-west', 'centre']).optional(),
    /** the room or place, e.g. "kitchen" */
    area: z.string().trim().max(60).optional(),
  }),
  translated: ['title', 'summary', 'body', 'area'],
  listFields: ['title', 'summary', 'image', 'direction'],
});

import { z } from 'zod';
import { defineContentType, linkSchema } from '../define';

/** The home page's services grid (talk, chat, free kundli, matching, live …). */
export const services = defineContentType({
  key: 'services',
  label: { en: 'Service', hi: 'सेवा', enPlural: 'Services', hiPlural: 'सेवाएँ' },
  segment: 'services',
  fields: z.object({
    /** where the card leads, e.g. /astrology-services/talk-to-astrologer */
    href: linkSchema,
    /** a short call to action, e.g. "Talk now" */
    cta: z.string().trim().max(40).optional(),
  }),
  translated: ['title', 'summary', 'body', 'cta'],
  listFields: ['title', 'summary', 'image', 'href', 'cta'],
  order: 'position',
  home: 12,
});

import { z } from 'zod';
import { defineContentType } from '../define';

/** CMS pages at the site root: about-us, terms-and-conditions, privacy-policy, refund-policy. */
export const page = defineContentType({
  key: 'page',
  label: { en: 'Page', hi: 'पृष्ठ', enPlural: 'Pages', hiPlural: 'पृष्ठ' },
  segment: '',
  fields: z.object({}),
  translated: ['title', 'summary', 'body'],
});

import type { Locale } from '@/i18n';
import type { Crumb } from './json-ld';
import { contentMessages } from './messages';

/** Breadcrumb parents of pages that sit below another section. */
export const ritualsParents = (lang: Locale): Crumb[] => [{ name: contentMessages[lang].rituals.title, path: '/rituals' }];
export const aartiParents = (lang: Locale): Crumb[] => [...ritualsParents(lang), { name: contentMessages[lang].types.aarti.title, path: '/rituals/aarti' }];
export const galleryParents = (lang: Locale): Crumb[] => [{ name: contentMessages[lang].types.gallery.title, path: '/gallery' }];
export const storyParents = (lang: Locale): Crumb[] => [{ name: contentMessages[lang].types.story.title, path: '/stories' }];

/** /rituals: the ways of worship; today that is the aartis, listed here with the section's own title. */
export const ritualsOverview = {
  basePath: '/rituals',
  title: (lang: Locale) => contentMessages[lang].rituals.title,
  intro: (lang: Locale) => contentMessages[lang].rituals.description,
};

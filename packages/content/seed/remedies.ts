import type { SeedItem } from '../src/seed-types';
import { remedyDrafts } from './text/remedies';

/**
 * The ten fixed remedy pages of the side menu (sun, moon, jupiter, rahu, mercury, venus, ketu, saturn, mars,
 * sadesati), in menu order. The seeder publishes items in file order, a day apart, newest first, so the
 * first ten remedies fetched come in this order.
 */
export const items: SeedItem<'remedies'>[] = remedyDrafts.map((d) => ({
  slug: d.slug,
  category: 'rituals-and-worship',
  title: d.title,
  summary: d.excerpt,
  body: d.body,
  image: d.image,
  planet: d.slug as SeedItem<'remedies'>['planet'],
  mantra: `${d.mantra.devanagari} (${d.mantra.transliteration})`,
  day: d.day,
}));

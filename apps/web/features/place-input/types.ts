import type { PlaceSuggestion } from '@nakshatra/shared';

/** A place from `GET /api/get_suggest/{query}` (the engine's GeoNames index); the contract lives in packages/shared. */
// population ranks suggestions only; a place rebuilt from a saved kundli has none
export type Place = Omit<PlaceSuggestion, 'population'> & { population?: number };

/** The place's name in the page's language, with state and country ("Lucknow, Uttar Pradesh, India"). */
export function placeLabel(p: Pick<Place, 'name' | 'nameHi' | 'state' | 'countryName'>, lang: 'en' | 'hi'): string {
  const name = lang === 'hi' && p.nameHi ? p.nameHi : p.name;
  return [name, p.state, p.countryName].filter(Boolean).join(', ');
}

import type { ConsultMode } from '@nakshatra/shared';
import { astrologerLanguages, astrologerSkills } from '@nakshatra/shared/astrologer-lists';

export const directorySorts = ['popular', 'experience', 'price_asc', 'price_desc', 'rating'] as const;
export type DirectorySort = (typeof directorySorts)[number];
export const directoryGenders = ['male', 'female', 'other'] as const;

/** Cards per page of the directory. */
export const DIRECTORY_PAGE_SIZE = 12;

/**
 * The directory's address query, as visitors share it: `?q=&skill=&language=&gender=&min_price=&max_price=
 * &min_rating=&sort=&page=`. Prices are whole rupees per minute here (the API takes paise).
 */
export type DirectoryFilters = {
  page: number;
  q: string;
  skill: string;
  language: string;
  gender: string;
  /** rupees per minute; null = no bound */
  minPrice: number | null;
  maxPrice: number | null;
  minRating: number | null;
  sort: DirectorySort;
};

export type RawSearch = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';
const oneOf = <T extends string>(list: readonly T[], v: string): T | '' => ((list as readonly string[]).includes(v) ? (v as T) : '');
const wholeRupees = (v: string): number | null => (/^\d{1,5}$/.test(v.trim()) ? Number(v.trim()) : null);

/** Reads the query leniently: anything unknown or malformed is dropped, so an odd link still shows a list. */
export function parseDirectorySearch(search: RawSearch): DirectoryFilters {
  const pageRaw = Number(one(search.page));
  const rating = Number(one(search.min_rating));
  return {
    page: Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= 10_000 ? pageRaw : 1,
    q: one(search.q).trim().slice(0, 100),
    skill: oneOf(astrologerSkills, one(search.skill)),
    language: oneOf(astrologerLanguages, one(search.language)),
    gender: oneOf(directoryGenders, one(search.gender)),
    minPrice: wholeRupees(one(search.min_price)),
    maxPrice: wholeRupees(one(search.max_price)),
    minRating: Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null,
    sort: oneOf(directorySorts, one(search.sort)) || 'popular',
  };
}

/** True when any filter or search narrows the list (the sort and page do not). */
export function isFiltered(f: DirectoryFilters): boolean {
  return !!(f.q || f.skill || f.language || f.gender || f.minPrice !== null || f.maxPrice !== null || f.minRating !== null);
}

/** The address query for these filters (defaults left out, so links stay short and canonical). */
export function directorySearchParams(f: DirectoryFilters): URLSearchParams {
  const sp = new URLSearchParams();
  if (f.q) sp.set('q', f.q);
  if (f.skill) sp.set('skill', f.skill);
  if (f.language) sp.set('language', f.language);
  if (f.gender) sp.set('gender', f.gender);
  if (f.minPrice !== null) sp.set('min_price', String(f.minPrice));
  if (f.maxPrice !== null) sp.set('max_price', String(f.maxPrice));
  if (f.minRating !== null) sp.set('min_rating', String(f.minRating));
  if (f.sort !== 'popular') sp.set('sort', f.sort);
  if (f.page > 1) sp.set('page', String(f.page));
  return sp;
}

export function directoryHref(basePath: string, f: DirectoryFilters): string {
  const s = directorySearchParams(f).toString();
  return s ? `${basePath}?${s}` : basePath;
}

/** The query of `GET /api/get_astrologer/` (astrologerDirectoryQuerySchema) for these filters and mode. */
export function directoryApiQuery(f: DirectoryFilters, mode: ConsultMode): string {
  const sp = new URLSearchParams({ page: String(f.page), limit: String(DIRECTORY_PAGE_SIZE), mode, sort: f.sort });
  if (f.q) sp.set('q', f.q);
  if (f.skill) sp.set('skill', f.skill);
  if (f.language) sp.set('language', f.language);
  if (f.gender) sp.set('gender', f.gender);
  // a reversed range is read the way the visitor meant it
  const [lo, hi] = f.minPrice !== null && f.maxPrice !== null && f.minPrice > f.maxPrice ? [f.maxPrice, f.minPrice] : [f.minPrice, f.maxPrice];
  if (lo !== null) sp.set('min_price_paise', String(lo * 100));
  if (hi !== null) sp.set('max_price_paise', String(hi * 100));
  if (f.minRating !== null) sp.set('min_rating', String(f.minRating));
  return sp.toString();
}

/** The directory page of a mode, unprefixed. */
export const directoryPath = (mode: ConsultMode) => (mode === 'call' ? '/astrology-services/talk-to-astrologer' : '/astrology-services/chat-with-astrologer');

/** An astrologer's public profile, unprefixed. */
export const profilePath = (id: string) => `/astrologers/${id}`;

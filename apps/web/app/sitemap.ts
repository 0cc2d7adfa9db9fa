import { buildSitemap } from '@/features/content/sitemap';

// Built per request from the API's cached sitemap data (the API is not running during `next build`).
export const dynamic = 'force-dynamic';

export default buildSitemap;

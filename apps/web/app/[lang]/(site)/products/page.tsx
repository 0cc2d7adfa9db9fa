import { contentListRoute } from '@/features/content/routes';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

// The shop's catalogue: search, categories, a price range and "in stock"; each product page has its buy panel.
const route = contentListRoute('products', { shopFilters: true });
export const generateMetadata = route.generateMetadata;
export default route.Page;

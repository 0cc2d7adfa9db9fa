import { contentListRoute } from '@/features/content/routes';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

// The catalogue (display side); buying and booking come with the orders module.
const route = contentListRoute('products');
export const generateMetadata = route.generateMetadata;
export default route.Page;

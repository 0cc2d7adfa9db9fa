import { contentListRoute } from '@/features/content/routes';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

const route = contentListRoute('video');
export const generateMetadata = route.generateMetadata;
export default route.Page;

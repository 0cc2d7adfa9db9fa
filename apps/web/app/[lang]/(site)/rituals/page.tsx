import { contentListRoute } from '@/features/content/routes';
import { ritualsOverview } from '@/features/content/parents';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

const route = contentListRoute('aarti', ritualsOverview);
export const generateMetadata = route.generateMetadata;
export default route.Page;

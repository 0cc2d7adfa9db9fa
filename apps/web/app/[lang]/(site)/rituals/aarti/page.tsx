import { contentListRoute } from '@/features/content/routes';
import { ritualsParents } from '@/features/content/parents';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

const route = contentListRoute('aarti', { parents: ritualsParents });
export const generateMetadata = route.generateMetadata;
export default route.Page;

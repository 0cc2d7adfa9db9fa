import { contentListRoute } from '@/features/content/routes';
import { ritualsParents } from '@/features/content/parents';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

const route = contentListRoute('aarti', { parents: ritualsParents });
export const generateMetadata = route.generateMetadata;
export default route.Page;

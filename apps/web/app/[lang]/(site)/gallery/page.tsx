import { contentListRoute } from '@/features/content/routes';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

const route = contentListRoute('gallery');
export const generateMetadata = route.generateMetadata;
export default route.Page;

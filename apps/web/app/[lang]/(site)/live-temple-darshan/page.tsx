import { darshanRoute } from '@/features/content/darshan-page';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

const route = darshanRoute('temple');
export const generateMetadata = route.generateMetadata;
export default route.Page;

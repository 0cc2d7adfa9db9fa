import { darshanRoute } from '@/features/content/darshan-page';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

const route = darshanRoute('temple');
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { directoryRoute } from '@/features/astrologers/directory-page';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

const route = directoryRoute('chat');
export const generateMetadata = route.generateMetadata;
export default route.Page;

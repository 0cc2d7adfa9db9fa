import { PanchangPage, panchangMetadata } from '@/features/panchang/panchang-page';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

export const generateMetadata = panchangMetadata;
export default PanchangPage;

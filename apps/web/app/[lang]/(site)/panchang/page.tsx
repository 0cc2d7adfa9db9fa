import { PanchangPage, panchangMetadata } from '@/features/panchang/panchang-page';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

export const generateMetadata = panchangMetadata;
export default PanchangPage;

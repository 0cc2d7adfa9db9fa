import { datesMetadata, datesPage } from '@/features/panchang/dates-page';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

export const generateMetadata = datesMetadata('festival');
export default datesPage('festival');

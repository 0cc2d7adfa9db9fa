import { datesMetadata, datesPage } from '@/features/panchang/dates-page';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

export const generateMetadata = datesMetadata('festival');
export default datesPage('festival');

import { SharedKundliPage, noIndex } from '@/features/kundli/saved-pages';

// a chart shared by link (the link can be revoked): rendered per request, never kept as a static page
export const dynamic = 'force-dynamic';

export const metadata = noIndex;
export default SharedKundliPage;

import { SavedKundliPage, noIndex } from '@/features/kundli/saved-pages';

// one user's saved chart: rendered per request, never kept as a static page
export const dynamic = 'force-dynamic';

export const metadata = noIndex;
export default SavedKundliPage;

import { contentListRoute } from '@/features/content/routes';

// /blogs asked with a query (?page, ?q, filters), rewritten here by proxy.ts: rendered per request. The plain
// address is the static page (features/lists/query-lists.ts).
export const dynamic = 'force-dynamic';

const route = contentListRoute('blog');
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { directoryRoute } from '@/features/astrologers/directory-page';

// /astrology-services/talk-to-astrologer asked with a query (?page, ?q, filters), rewritten here by proxy.ts: rendered per request. The plain
// address is the static page (features/lists/query-lists.ts).
export const dynamic = 'force-dynamic';

const route = directoryRoute('call');
export const generateMetadata = route.generateMetadata;
export default route.Page;

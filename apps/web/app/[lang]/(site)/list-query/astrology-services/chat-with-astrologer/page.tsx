import { directoryRoute } from '@/features/astrologers/directory-page';

// /astrology-services/chat-with-astrologer asked with a query (?page, ?q, filters), rewritten here by proxy.ts: rendered per request. The plain
// address is the static page (features/lists/query-lists.ts).
export const dynamic = 'force-dynamic';

const route = directoryRoute('chat');
export const generateMetadata = route.generateMetadata;
export default route.Page;

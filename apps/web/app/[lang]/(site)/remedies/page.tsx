import { contentListRoute } from '@/features/content/routes';
import { staticList } from '@/features/lists/static-list';

// static (ISR); a query (?page, ?q, filters) is rewritten by proxy.ts to the list's query twin (features/lists)
const route = staticList(contentListRoute('remedies'));
export const generateMetadata = route.generateMetadata;
export default route.Page;

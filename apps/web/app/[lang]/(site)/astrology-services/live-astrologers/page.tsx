import { liveListRoute } from '@/features/live/list-page';

// who is live changes by the second: rendered per request
export const dynamic = 'force-dynamic';

export const generateMetadata = liveListRoute.generateMetadata;
export default liveListRoute.Page;

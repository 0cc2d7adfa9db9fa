import { liveListRoute } from '@/features/live/list-page';

export const generateMetadata = liveListRoute.generateMetadata;
export default liveListRoute.Page;

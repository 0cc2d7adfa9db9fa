import { liveRoomRoute } from '@/features/live/room-page';

// a live's state changes by the second: rendered per request
export const dynamic = 'force-dynamic';

export const generateMetadata = liveRoomRoute.generateMetadata;
export default liveRoomRoute.Page;

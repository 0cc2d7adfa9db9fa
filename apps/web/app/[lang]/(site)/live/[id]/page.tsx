import { liveRoomRoute } from '@/features/live/room-page';

export const generateMetadata = liveRoomRoute.generateMetadata;
export default liveRoomRoute.Page;

import { directoryRoute } from '@/features/astrologers/directory-page';

const route = directoryRoute('chat');
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { directoryRoute } from '@/features/astrologers/directory-page';

const route = directoryRoute('call');
export const generateMetadata = route.generateMetadata;
export default route.Page;

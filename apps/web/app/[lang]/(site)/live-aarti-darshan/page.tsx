import { darshanRoute } from '@/features/content/darshan-page';

const route = darshanRoute('aarti');
export const generateMetadata = route.generateMetadata;
export default route.Page;

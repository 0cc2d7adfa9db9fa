import { contentListRoute } from '@/features/content/routes';

const route = contentListRoute('video');
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { contentListRoute } from '@/features/content/routes';

const route = contentListRoute('gallery');
export const generateMetadata = route.generateMetadata;
export default route.Page;

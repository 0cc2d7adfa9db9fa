import { contentListRoute } from '@/features/content/routes';

const route = contentListRoute('news');
export const generateMetadata = route.generateMetadata;
export default route.Page;

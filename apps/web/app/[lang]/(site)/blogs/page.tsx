import { contentListRoute } from '@/features/content/routes';

const route = contentListRoute('blog');
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { contentListRoute } from '@/features/content/routes';

const route = contentListRoute('story', { basePath: '/stories' });
export const generateMetadata = route.generateMetadata;
export default route.Page;

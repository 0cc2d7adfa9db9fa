import { contentListRoute } from '@/features/content/routes';

const route = contentListRoute('vastu');
export const generateMetadata = route.generateMetadata;
export default route.Page;

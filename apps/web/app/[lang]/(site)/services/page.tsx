import { contentListRoute } from '@/features/content/routes';

const route = contentListRoute('services');
export const generateMetadata = route.generateMetadata;
export default route.Page;

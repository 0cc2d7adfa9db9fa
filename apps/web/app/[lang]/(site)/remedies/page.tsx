import { contentListRoute } from '@/features/content/routes';

const route = contentListRoute('remedies');
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { contentListRoute } from '@/features/content/routes';
import { ritualsOverview } from '@/features/content/parents';

const route = contentListRoute('aarti', ritualsOverview);
export const generateMetadata = route.generateMetadata;
export default route.Page;

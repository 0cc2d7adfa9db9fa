import { contentListRoute } from '@/features/content/routes';
import { ritualsParents } from '@/features/content/parents';

const route = contentListRoute('aarti', { parents: ritualsParents });
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { contentDetailRoute } from '@/features/content/routes';
import { aartiParents } from '@/features/content/parents';

const route = contentDetailRoute('aarti', { parents: aartiParents });
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

import { contentDetailRoute } from '@/features/content/routes';

const route = contentDetailRoute('tarot');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

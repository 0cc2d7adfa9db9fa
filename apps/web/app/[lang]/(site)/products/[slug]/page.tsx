import { contentDetailRoute } from '@/features/content/routes';

const route = contentDetailRoute('products');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

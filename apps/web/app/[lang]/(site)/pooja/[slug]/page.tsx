import { contentDetailRoute } from '@/features/content/routes';

const route = contentDetailRoute('pooja');
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;

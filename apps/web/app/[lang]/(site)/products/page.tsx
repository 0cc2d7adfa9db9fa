import { contentListRoute } from '@/features/content/routes';

// The catalogue (display side); buying and booking come with the orders module.
const route = contentListRoute('products');
export const generateMetadata = route.generateMetadata;
export default route.Page;

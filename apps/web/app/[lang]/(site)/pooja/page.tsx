import { contentListRoute } from '@/features/content/routes';

// The catalogue (display side); buying and booking come with the orders module.
const route = contentListRoute('pooja');
export const generateMetadata = route.generateMetadata;
export default route.Page;

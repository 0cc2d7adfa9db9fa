import { cmsPageRoute } from '@/features/content/routes';

const route = cmsPageRoute('about-us');
export const generateMetadata = route.generateMetadata;
export default route.Page;

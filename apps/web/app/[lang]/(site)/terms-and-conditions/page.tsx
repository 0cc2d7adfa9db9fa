import { cmsPageRoute } from '@/features/content/routes';

const route = cmsPageRoute('terms-and-conditions');
export const generateMetadata = route.generateMetadata;
export default route.Page;

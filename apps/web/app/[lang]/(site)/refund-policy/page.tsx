import { cmsPageRoute } from '@/features/content/routes';

const route = cmsPageRoute('refund-policy');
export const generateMetadata = route.generateMetadata;
export default route.Page;

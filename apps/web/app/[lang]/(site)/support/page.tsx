import { supportRoute } from '@/features/content/support-page';

export const generateMetadata = supportRoute.generateMetadata;
export default supportRoute.Page;

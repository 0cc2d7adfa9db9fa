import { comingSoonPage } from '@/features/coming-soon/page';

const page = comingSoonPage('astrologyServices');
export const generateMetadata = page.generateMetadata;
export default page.Page;

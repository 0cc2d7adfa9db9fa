import { comingSoonPage } from '@/features/coming-soon/page';

const page = comingSoonPage('liveAstrologers');
export const generateMetadata = page.generateMetadata;
export default page.Page;

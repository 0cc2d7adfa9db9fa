import { comingSoonPage } from '@/features/coming-soon/page';

const page = comingSoonPage('talkToAstrologer');
export const generateMetadata = page.generateMetadata;
export default page.Page;

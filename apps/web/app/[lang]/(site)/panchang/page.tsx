import { PanchangPage, panchangMetadata } from '@/features/panchang/panchang-page';

export const generateMetadata = panchangMetadata;
export default PanchangPage;

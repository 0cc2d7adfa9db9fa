import { KundliPage, kundliMetadata } from '@/features/kundli/pages';

export const generateMetadata = kundliMetadata;
export default KundliPage;

import { KundliPage, kundliMetadata } from '@/features/kundli/kundli-page';

export const generateMetadata = kundliMetadata;
export default KundliPage;

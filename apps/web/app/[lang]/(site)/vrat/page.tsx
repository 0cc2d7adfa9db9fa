import { datesMetadata, datesPage } from '@/features/panchang/dates-page';

export const generateMetadata = datesMetadata('vrat');
export default datesPage('vrat');

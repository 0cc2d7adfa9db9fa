import { datesMetadata, datesPage } from '@/features/panchang/dates-page';

export const generateMetadata = datesMetadata('festival');
export default datesPage('festival');

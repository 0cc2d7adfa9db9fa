import { PeriodPage, periodMetadata } from '@/features/horoscope/horoscope-pages';

// rendered at the first visit (the API is not running at build time), then cached until the period ends
export function generateStaticParams() {
  return [];
}
export const generateMetadata = periodMetadata;
export default PeriodPage;

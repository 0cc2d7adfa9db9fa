import { HoroscopeIndexPage, horoscopeIndexMetadata } from '@/features/horoscope/horoscope-pages';

export const generateMetadata = horoscopeIndexMetadata;
export default HoroscopeIndexPage;

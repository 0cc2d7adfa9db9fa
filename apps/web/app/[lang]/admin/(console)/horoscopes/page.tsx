import { HoroscopeAdmin } from '@/features/astro-admin/horoscope-admin';

export default function HoroscopesAdminPage() {
  return <HoroscopeAdmin />;
}

import { HoroscopeAdmin } from '@/features/astro-admin/horoscope-admin';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

export default function HoroscopesAdminPage() {
  return <HoroscopeAdmin />;
}

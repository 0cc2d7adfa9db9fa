import { HoroscopeAdmin } from '@/features/astro-admin/horoscope-admin';

// per request: it reads the request (search parameters, cookies or the session), so it is never rendered ahead (see app/[lang]/layout.tsx)
export const dynamic = 'force-dynamic';

export default function HoroscopesAdminPage() {
  return <HoroscopeAdmin />;
}

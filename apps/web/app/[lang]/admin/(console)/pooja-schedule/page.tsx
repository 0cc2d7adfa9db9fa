import { serverApiGet } from '@/features/api/server';
import { ScheduleAdmin } from '@/features/commerce-admin/schedule';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

type Item = { id: string; slug: string; title: string };

/** /admin/pooja-schedule: each pooja's slots, seats and blocked dates, the day's sankalp sheet, and coupons. */
export default async function PoojaScheduleAdminPage() {
  const res = await serverApiGet<{ data: Item[] }>('/api/get_pooja_booking?limit=100');
  const poojas = (res.body?.data ?? []).map((p) => ({ id: p.id, slug: p.slug, title: p.title }));
  return <ScheduleAdmin poojas={poojas} />;
}

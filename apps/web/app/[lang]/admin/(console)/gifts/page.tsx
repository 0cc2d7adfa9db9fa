import { AdminGifts } from '@/features/live/admin-gifts';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

/** /admin/gifts: the live gift catalogue and the live settings (price bounds, gift share, blocked words, chat rate). */
export default function GiftsAdminPage() {
  return <AdminGifts />;
}

import { AdminLives } from '@/features/live/admin-lives';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

/** /admin/lives: every Guruji Live, filtered by status; end a running one (the layout has checked the admin). */
export default function LivesAdminPage() {
  return <AdminLives />;
}

import type { Metadata } from 'next';
import { getCurrentUser } from '@/features/api/server';
import { AdminConsole, AdminFrame } from '@/features/admin/admin-console';
import { AdminSignIn } from '@/features/admin/admin-sign-in';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Admin', robots: { index: false } };

/** /admin renders alone: the console for an admin, otherwise the admin sign-in form. */
export default async function AdminPage() {
  const user = await getCurrentUser();
  return user?.type === 'admin' ? (
    <AdminFrame user={user}>
      <AdminConsole />
    </AdminFrame>
  ) : (
    <AdminSignIn isSignedInAsNonAdmin={user !== null} />
  );
}

import type { ReactNode } from 'react';
import { redirect } from 'next/navigation';
import { getCurrentUser } from '@/features/api/server';
import { AdminFrame } from '@/features/admin/admin-console';

// every console page is the signed-in admin's own: rendered per request (never static; features/content/static.ts)
export const dynamic = 'force-dynamic';

/**
 * Every /admin/... sub-path: the server asks the API who is signed in (forwarding the cookies);
 * anyone but an admin is sent to /admin (spec §6). The API answers 403 to non-admins anyway.
 */
export default async function AdminConsoleLayout({ children }: { children: ReactNode }) {
  const user = await getCurrentUser();
  if (user?.type !== 'admin') redirect('/admin');
  return <AdminFrame user={user}>{children}</AdminFrame>;
}

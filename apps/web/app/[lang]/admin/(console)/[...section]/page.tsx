import { AdminConsole } from '@/features/admin/admin-console';

/** A console section that is not built yet: said plainly (the layout already checked the admin). */
export default async function AdminSection({ params }: { params: Promise<{ section: string[] }> }) {
  const { section } = await params;
  return <AdminConsole section={section.join('/')} />;
}

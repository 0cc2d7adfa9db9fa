import { ItemList } from '@/features/content-admin/item-list';

export default async function ContentTypeAdminPage({ params }: { params: Promise<{ type: string }> }) {
  return <ItemList typeKey={(await params).type} />;
}

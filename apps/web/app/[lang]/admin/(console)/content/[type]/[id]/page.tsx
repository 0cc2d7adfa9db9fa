import { ItemEditor } from '@/features/content-admin/item-editor';

export default async function EditContentPage({ params }: { params: Promise<{ type: string; id: string }> }) {
  const { type, id } = await params;
  return <ItemEditor key={id} typeKey={type} id={id} />;
}

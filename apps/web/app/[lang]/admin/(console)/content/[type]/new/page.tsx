import { ItemEditor } from '@/features/content-admin/item-editor';

export default async function NewContentPage({ params }: { params: Promise<{ type: string }> }) {
  return <ItemEditor typeKey={(await params).type} />;
}

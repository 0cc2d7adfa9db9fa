import { ContentIndex } from '@/features/content-admin/content-index';

export default function ContentAdminPage() {
  return <ContentIndex />;
}

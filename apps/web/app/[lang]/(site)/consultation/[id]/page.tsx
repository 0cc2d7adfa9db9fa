import type { Metadata } from 'next';
import { ConsultationRoom } from '@/features/consult/room';
import { consultMessages } from '@/features/consult/messages';
import { toLocale } from '@/i18n';

// a private page: rendered per request, never kept as a static page (one copy per id would pile up)
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: consultMessages[toLocale((await params).lang)].title, robots: { index: false } };
}

/** /consultation/{id}: a private page; everything is read per user in the browser over the socket. */
export default async function Consultation({ params }: Props) {
  const { id } = await params;
  return <ConsultationRoom id={id} />;
}

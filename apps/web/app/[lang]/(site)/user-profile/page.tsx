import type { Metadata } from 'next';
import { toLocale } from '@/i18n';
import { getMessages } from '@/i18n/messages';
import { ProfilePage } from '@/features/profile/profile-page';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ id?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: getMessages(toLocale((await params).lang)).profile.title };
}

export default async function UserProfile({ searchParams }: Props) {
  const { id } = await searchParams;
  return <ProfilePage requestedId={typeof id === 'string' ? id : null} />;
}

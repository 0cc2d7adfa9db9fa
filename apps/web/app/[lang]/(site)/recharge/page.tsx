import type { Metadata } from 'next';
import { toLocale } from '@/i18n';
import { getMessages } from '@/i18n/messages';
import { RechargePage } from '@/features/wallet/recharge-page';
import { safeReturnPath } from '@/features/wallet/return-path';

// rendered per request: it reads the request (search parameters, cookies or the session)
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ return?: string | string[]; amount?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: getMessages(toLocale((await params).lang)).pages.recharge, robots: { index: false } };
}

/** /recharge?return=/same/origin/path&amount=100 (the packs come from the API in the browser). */
export default async function Recharge({ searchParams }: Props) {
  const { return: ret, amount } = await searchParams;
  const initial = typeof amount === 'string' && /^\d{1,9}$/.test(amount) ? Number(amount) : null;
  return <RechargePage returnTo={safeReturnPath(typeof ret === 'string' ? ret : null)} initialAmount={initial} />;
}

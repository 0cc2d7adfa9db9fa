import type { Metadata } from 'next';
import { toLocale } from '@/i18n';
import { dashboardMessages } from '@/features/astrologer-dashboard/messages';
import { DashboardPage } from '@/features/astrologer-dashboard/dashboard-page';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  return { title: dashboardMessages[toLocale((await params).lang)].title, robots: { index: false } };
}

/** /astrologer: the signed-in astrologer's dashboard, read per account in the browser. */
export default function Astrologer() {
  return <DashboardPage />;
}

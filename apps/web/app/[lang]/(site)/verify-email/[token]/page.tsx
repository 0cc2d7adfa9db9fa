import type { Metadata } from 'next';
import { toLocale } from '@/i18n';
import { contentMessages } from '@/features/content/messages';
import { VerifyEmail } from '@/features/content/verify-email';

// a one-time link: rendered per request, never kept as a static page
export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ lang: string; token: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  return { title: contentMessages[toLocale((await params).lang)].verify.title, robots: { index: false } };
}

export default async function VerifyEmailPage({ params }: Params) {
  const { lang, token } = await params;
  return (
    <section className="container page">
      <h1>{contentMessages[toLocale(lang)].verify.title}</h1>
      <VerifyEmail token={token} />
    </section>
  );
}

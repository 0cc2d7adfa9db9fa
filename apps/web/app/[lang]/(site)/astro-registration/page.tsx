import type { Metadata } from 'next';
import { toLocale } from '@/i18n';
import { getMessages } from '@/i18n/messages';
import { RegistrationPage } from '@/features/astro-registration/registration-page';

export async function generateMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  return { title: getMessages(toLocale((await params).lang)).pages.astroRegistration };
}

/** /astro-registration (Join As Astrologer): the application form, filled in the browser. */
export default function AstroRegistration() {
  return <RegistrationPage />;
}

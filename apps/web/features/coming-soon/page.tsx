import type { Metadata } from 'next';
import { toLocale, type Messages } from '@/i18n';
import { getMessages } from '@/i18n/messages';
import { ComingSoon } from './coming-soon';
import styles from './coming-soon.module.css';

type PageKey = keyof Messages['pages'];
type Params = { params: Promise<{ lang: string }> };

/**
 * Builds the page module of a "coming soon" route, so each route file stays three lines:
 *   const page = comingSoonPage('wallet'); export const generateMetadata = page.generateMetadata; export default page.Page;
 * `isStandalone` pages render outside the site shell (their own <main>).
 */
export function comingSoonPage(key: PageKey, options: { isLegal?: boolean; isStandalone?: boolean } = {}) {
  async function generateMetadata({ params }: Params): Promise<Metadata> {
    return { title: getMessages(toLocale((await params).lang)).pages[key] };
  }
  async function Page({ params }: Params) {
    const t = getMessages(toLocale((await params).lang));
    const content = <ComingSoon t={t} title={t.pages[key]} isLegal={options.isLegal} />;
    return options.isStandalone ? (
      <main id="main" className={styles.standalone}>
        {content}
      </main>
    ) : (
      content
    );
  }
  return { Page, generateMetadata };
}

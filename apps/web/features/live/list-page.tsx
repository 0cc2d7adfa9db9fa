import type { Metadata } from 'next';
import { Breadcrumbs } from '@/features/content/breadcrumbs';
import { pageMetadata } from '@/features/content/seo';
import { toLocale } from '@/i18n';
import { LiveList } from './live-list';
import { liveMessages } from './messages';
import { getLiveList } from './server-api';
import styles from './live.module.css';

type Params = { params: Promise<{ lang: string }> };
const path = '/astrology-services/live-astrologers';

/** /astrology-services/live-astrologers ("Guruji Live"): who is live now and what is coming, rendered on the server. */
export const liveListRoute = {
  async generateMetadata({ params }: Params): Promise<Metadata> {
    const lang = toLocale((await params).lang);
    const t = liveMessages[lang].list;
    return pageMetadata({ lang, path, title: t.title, description: t.intro });
  },
  async Page({ params }: Params) {
    const lang = toLocale((await params).lang);
    const t = liveMessages[lang].list;
    const list = await getLiveList();
    return (
      <div className={`container page ${styles.listPage}`}>
        <Breadcrumbs lang={lang} label={t.breadcrumbs} crumbs={[{ name: t.home, path: '/' }, { name: t.services, path: '/astrology-services' }, { name: t.title, path }]} />
        <header className={styles.listHeader}>
          <h1>{t.title}</h1>
          <p className={styles.lead}>{t.intro}</p>
        </header>
        {list ? <LiveList initial={list} /> : <p className={styles.empty} role="alert">{t.unavailable}</p>}
      </div>
    );
  },
};

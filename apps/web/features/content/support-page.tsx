import type { Metadata } from 'next';
import { toLocale } from '@/i18n';
import { Breadcrumbs } from './breadcrumbs';
import { contentMessages } from './messages';
import { pageMetadata } from './seo';
import { SupportForm } from './support-form';
import styles from './content.module.css';

type Params = { params: Promise<{ lang: string }> };

export const supportRoute = {
  async generateMetadata({ params }: Params): Promise<Metadata> {
    const lang = toLocale((await params).lang);
    const t = contentMessages[lang].support;
    return pageMetadata({ lang, path: '/support', title: t.title, description: t.intro });
  },
  async Page({ params }: Params) {
    const lang = toLocale((await params).lang);
    const t = contentMessages[lang];
    return (
      <div className={`container page ${styles.listPage}`}>
        <Breadcrumbs lang={lang} label={t.pagination} crumbs={[{ name: t.home, path: '/' }, { name: t.support.title, path: '/support' }]} />
        <header className={styles.listHeader}>
          <h1>{t.support.title}</h1>
          <p className={styles.lead}>{t.support.intro}</p>
        </header>
        <SupportForm />
      </div>
    );
  },
};

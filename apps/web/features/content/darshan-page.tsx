import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { contentTypes } from '@nakshatra/content';
import type { ContentItem } from '@nakshatra/shared';
import { format, toLocale, type Locale } from '@/i18n';
import { getContentList } from './api';
import { Breadcrumbs } from './breadcrumbs';
import { formatDateTime } from './format';
import { contentMessages } from './messages';
import { pageMetadata } from './seo';
import { ContentUnavailable } from './unavailable';
import styles from './content.module.css';

type Kind = 'aarti' | 'temple';
type Live = { isLive: boolean; endsAt: string | null; nextStartAt: string | null };
type Slot = { days: number[]; start: string; durationMinutes: number };
type Params = { params: Promise<{ lang: string }> };

function Stream({ item, lang }: { item: ContentItem; lang: Locale }) {
  const t = contentMessages[lang].darshan;
  const live = item.live as Live | undefined;
  const schedule = (Array.isArray(item.schedule) ? item.schedule : []) as Slot[];
  const hls = typeof item.hlsUrl === 'string' ? item.hlsUrl : undefined;
  const embed = typeof item.embedUrl === 'string' ? item.embedUrl : undefined;
  return (
    <article className={styles.panel}>
      <h2>{item.title}</h2>
      {typeof item.temple === 'string' && <p className={styles.cardMeta}>{item.temple}</p>}
      {live?.isLive ? (
        <>
          <p>
            <strong>{t.live}</strong> {live.endsAt && format(t.endsAt, { when: formatDateTime(live.endsAt, lang) })}
          </p>
          <div className={styles.video}>
            {embed ? (
              <iframe src={embed} title={item.title} allow="autoplay; encrypted-media; fullscreen" />
            ) : hls ? (
              // Safari and most phones play HLS natively; elsewhere the link opens the stream
              <video controls autoPlay muted playsInline src={hls} />
            ) : null}
          </div>
          {hls && (
            <p>
              <a href={hls}>{t.openStream}</a>
            </p>
          )}
        </>
      ) : (
        <p>
          <strong>{t.offline}</strong> · {live?.nextStartAt ? format(t.nextAt, { when: formatDateTime(live.nextStartAt, lang) }) : t.noNext}
        </p>
      )}
      {schedule.length > 0 && (
        <>
          <h3>{t.schedule}</h3>
          <ul>
            {schedule.map((s, i) => (
              <li key={i}>
                {s.days.length ? s.days.map((d) => t.days[d]).join(', ') : t.everyDay} · {s.start} · {format(t.minutes, { n: s.durationMinutes })}
              </li>
            ))}
          </ul>
        </>
      )}
    </article>
  );
}

/**
 * /live-aarti-darshan and /live-temple-darshan: the streams the admin configured (darshan items of that
 * kind) with their weekly schedule and an honest state: live now, or offline with the next start.
 */
export function darshanRoute(kind: Kind) {
  const path = kind === 'aarti' ? '/live-aarti-darshan' : '/live-temple-darshan';
  return {
    async generateMetadata({ params }: Params): Promise<Metadata> {
      const lang = toLocale((await params).lang);
      const t = contentMessages[lang].darshan[kind];
      return pageMetadata({ lang, path, title: t.title, description: t.description });
    },
    async Page({ params }: Params) {
      // live state depends on the time of the request
      await connection();
      const lang = toLocale((await params).lang);
      const t = contentMessages[lang];
      let items: ContentItem[];
      try {
        items = (await getContentList('darshan', contentTypes.darshan.api.list, lang, { limit: 50, filters: { kind } })).data;
      } catch {
        return <ContentUnavailable lang={lang} />;
      }
      return (
        <div className={`container page ${styles.listPage}`}>
          <Breadcrumbs lang={lang} label={t.pagination} crumbs={[{ name: t.home, path: '/' }, { name: t.darshan[kind].title, path }]} />
          <header className={styles.listHeader}>
            <h1>{t.darshan[kind].title}</h1>
            <p className={styles.lead}>{t.darshan[kind].description}</p>
          </header>
          {items.length === 0 ? (
            <section className={styles.panel} data-testid="darshan-none">
              <h2>{t.darshan.noneTitle}</h2>
              <p>
                <strong>{t.darshan.offline}</strong> · {t.darshan.noNext}
              </p>
              <p>{t.darshan.noneBody}</p>
              <p>
                <Link href="/rituals/aarti" className="button">
                  {t.darshan.readAartis}
                </Link>
              </p>
            </section>
          ) : (
            items.map((item) => <Stream key={item.id} item={item} lang={lang} />)
          )}
        </div>
      );
    },
  };
}

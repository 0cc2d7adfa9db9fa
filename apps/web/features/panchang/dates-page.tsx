import type { Metadata } from 'next';
import Link from 'next/link';
import type { ContentItem } from '@nakshatra/shared';
import { getContentList } from '@/features/content/api';
import { format } from '@/i18n/format';
import { toLocale, type Locale } from '@/i18n';
import { pick } from '@/features/kundli/format';
import { CityPicker } from './city-picker';
import { chosenPlaceId, getDates, placeName, todayIn, type CalendarEvent } from './api';
import { panchangMessages } from './messages';
import kstyles from '@/features/kundli/kundli.module.css';
import styles from './panchang.module.css';

type Kind = 'vrat' | 'festival';
type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ place?: string }> };

/**
 * Event keys whose CMS article has another slug (the API's `contentSlug` does not always match the seeded
 * articles; see the report of issue 7). Only used when the API's own slug has no article.
 */
const ARTICLE_ALIASES: Record<string, string> = {
  'maha-shivaratri': 'maha-shivratri',
  chhath: 'chhath-puja',
  'sharad-navratri': 'navratri',
  'karwa-chauth': 'karva-chauth',
  ugadi: 'navratri-vrat',
};

const CONTENT = { vrat: { type: 'vrat', list: 'get_vrat', segment: 'vrat' }, festival: { type: 'festivals', list: 'get_festivals', segment: 'festivals' } } as const;

export function datesMetadata(kind: Kind) {
  return async ({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> => {
    const t = panchangMessages[toLocale((await params).lang)];
    return kind === 'vrat' ? { title: t.vratTitle, description: t.vratIntro } : { title: t.festivalsTitle, description: t.festivalsIntro };
  };
}

function icsHref(kind: Kind, placeId: number, lang: Locale, from?: string, to?: string) {
  const q = new URLSearchParams({ place: String(placeId), kind, lang });
  if (from) q.set('from', from);
  if (to) q.set('to', to);
  return `/api/astro/calendar.ics?${q}`;
}

/**
 * /vrat and /festivals: the coming year's dates computed for the visitor's city beside the CMS articles, each date
 * linking to its article when there is one, and .ics files (one date, or all of them).
 */
export function datesPage(kind: Kind) {
  return async function DatesPage({ params, searchParams }: Props) {
    const lang = toLocale((await params).lang);
    const t = panchangMessages[lang];
    const placeId = await chosenPlaceId((await searchParams).place);
    const c = CONTENT[kind];
    const [dates, articles] = await Promise.all([
      getDates(kind, placeId, todayIn('Asia/Kolkata')).catch(() => null),
      getContentList(c.type, c.list, lang, { limit: 50 }).then((l) => l.data).catch(() => [] as ContentItem[]),
    ]);
    const slugs = new Set(articles.map((a) => a.slug));
    const articleFor = (e: CalendarEvent) => (slugs.has(e.contentSlug) ? e.contentSlug : slugs.has(ARTICLE_ALIASES[e.key] ?? '') ? ARTICLE_ALIASES[e.key] : null);
    const byMonth = new Map<string, CalendarEvent[]>();
    for (const e of dates?.events ?? []) {
      const m = e.date.slice(0, 7);
      byMonth.set(m, [...(byMonth.get(m) ?? []), e]);
    }
    const loc = lang === 'hi' ? 'hi-IN' : 'en-IN';
    const monthLabel = (m: string) => new Intl.DateTimeFormat(loc, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${m}-15T12:00:00Z`));
    const dayLabel = (d: string) => new Intl.DateTimeFormat(loc, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`));
    return (
      <div className={`container ${kstyles.page}`}>
        <h1>{kind === 'vrat' ? t.vratTitle : t.festivalsTitle}</h1>
        <p className={kstyles.lead}>{kind === 'vrat' ? t.vratIntro : t.festivalsIntro}</p>
        <div className={styles.bar}>
          {dates && <p style={{ margin: 0 }} data-testid="dates-for">{format(t.computedFor, { place: placeName(dates.place, lang) })}</p>}
          <CityPicker />
        </div>
        {!dates ? (
          <p role="alert">{t.unavailable}</p>
        ) : (
          <section aria-labelledby="dates-title">
            <h2 id="dates-title">{t.upcoming}</h2>
            <p><a className={kstyles.secondary} href={icsHref(kind, placeId, lang, dates.from, dates.to)} download>{t.addAll}</a></p>
            {byMonth.size === 0 && <p>{t.noDates}</p>}
            {[...byMonth].map(([m, events]) => (
              <div key={m}>
                <h3 className={styles.month}>{monthLabel(m)}</h3>
                <ul className={kstyles.list}>
                  {events.map((e) => {
                    const slug = articleFor(e);
                    const name = pick(e.name, lang);
                    return (
                      <li key={`${e.date}-${e.key}-${e.tithi ?? ''}`} className={`${kstyles.listItem} ${styles.event}`} data-event={e.key} data-date={e.date}>
                        <span className={styles.date}>{dayLabel(e.date)}</span>
                        <span>
                          {slug ? <Link href={`/${c.segment}/${slug}`}>{name}</Link> : name}
                          {e.isKshaya && <span className={kstyles.muted}> · {t.kshaya}</span>}
                        </span>
                        <a className={`${kstyles.secondary} ${kstyles.small}`} href={icsHref(kind, placeId, lang, e.date, e.date)} download aria-label={format(t.addOneLabel, { name, date: dayLabel(e.date) })}>
                          {t.addOne}
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </section>
        )}
        <section aria-labelledby="articles-title" style={{ marginTop: 32 }}>
          <h2 id="articles-title">{t.articles}</h2>
          {articles.length === 0 ? <p>{t.noArticles}</p> : (
            <ul className={kstyles.cards} style={{ listStyle: 'none', padding: 0 }}>
              {articles.map((a) => (
                <li key={a.slug} className={kstyles.card}>
                  <h3 style={{ margin: '0 0 6px' }}><Link href={`/${c.segment}/${a.slug}`}>{String(a.title ?? a.slug)}</Link></h3>
                  {typeof a.summary === 'string' && <p className={kstyles.muted} style={{ margin: 0 }}>{a.summary}</p>}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    );
  };
}

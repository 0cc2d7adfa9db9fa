import type { ReactNode } from 'react';
import { Picture } from '@/features/ui/picture';
import type { ContentItem } from '@nakshatra/shared';
import { format, type Locale } from '@/i18n';
import { Breadcrumbs } from './breadcrumbs';
import { TypeExtras } from './extras';
import { formatDate, num, str } from './format';
import { articleLd, faqLd, faqsFromHtml, JsonLd, type Crumb } from './json-ld';
import { contentMessages } from './messages';
import { itemPath, pageTypes, type PageTypeKey } from './types';
import styles from './content.module.css';

/** Types whose pages are articles (Article JSON-LD); others (services, galleries) are plain pages. */
const articleTypes = new Set(['blog', 'remedies', 'aarti', 'tarot', 'vastu', 'vrat', 'festivals', 'numerology', 'news', 'podcast', 'video']);

type Props = { lang: Locale; typeKey: PageTypeKey; item: ContentItem; parents?: Crumb[]; children?: ReactNode };

/**
 * The page of one item: breadcrumbs, title, meta line, picture, the type's own facts, the body (HTML
 * sanitised by the API on write), and JSON-LD (Article, BreadcrumbList, FAQ when the body asks questions).
 */
/** `children` (a product's buy panel, a pooja's booking panel) come after the type's facts, before the body. */
export async function ContentDetailView({ lang, typeKey, item, parents, children }: Props) {
  const t = contentMessages[lang];
  const type = pageTypes[typeKey];
  const path = itemPath(type, item.slug);
  const body = str(item.body);
  const summary = str(item.summary);
  const image = str(item.image);
  const author = str(item.author);
  const faqs = faqsFromHtml(body);
  const crumbs: Crumb[] = [
    { name: t.home, path: '/' },
    ...(parents ?? (type.segment ? [{ name: t.types[typeKey].title, path: `/${type.segment}` }] : [])),
    { name: item.title, path },
  ];
  const meta = [
    author ? format(t.byAuthor, { author }) : null,
    item.publish_at && typeKey !== 'page' ? format(t.published, { date: formatDate(item.publish_at, lang) }) : null,
    typeKey === 'page' ? format(t.updated, { date: formatDate(item.updated_at, lang) }) : null,
    num(item.readMinutes) ? format(t.minutesRead, { n: num(item.readMinutes)! }) : null,
  ].filter(Boolean);

  return (
    <article className={`container page ${styles.article}`} lang={lang}>
      <Breadcrumbs lang={lang} label={t.pagination} crumbs={crumbs} />
      <header className={styles.articleHeader}>
        <h1>{item.title}</h1>
        {summary && <p className={styles.lead}>{summary}</p>}
        {meta.length > 0 && <p className={styles.cardMeta}>{meta.join(' · ')}</p>}
      </header>
      {/* a gallery shows its pictures; a video's picture is its player's poster */}
      {image && typeKey !== 'gallery' && typeKey !== 'video' && (
        <div className={styles.hero}>
          <Picture src={image} alt="" fill sizes="(max-width: 991px) 100vw, 880px" preload />
        </div>
      )}
      <TypeExtras item={item} lang={lang} />
      {children}
      {body && <div className={styles.prose} dangerouslySetInnerHTML={{ __html: body }} />}
      {Array.isArray(item.tags) && item.tags.length > 0 && (
        <ul className={styles.tags}>
          {(item.tags as string[]).map((tag) => (
            <li key={tag}>#{tag}</li>
          ))}
        </ul>
      )}
      {articleTypes.has(typeKey) && (
        <JsonLd data={articleLd(lang, { path, title: item.title, description: summary, image, author, published: item.publish_at, modified: item.updated_at })} />
      )}
      {faqs.length > 0 && <JsonLd data={faqLd(faqs)} />}
    </article>
  );
}

import { Picture } from '@/features/ui/picture';
import Link from 'next/link';
import type { ContentItem } from '@nakshatra/shared';
import { format, type Locale } from '@/i18n';
import { PlayButton } from '@/features/podcast/play-button';
import { episodeOf } from '@/features/podcast/episode';
import { getContentList } from './api';
import { ContentCard } from './card';
import { formatDate, formatDuration, num, str } from './format';
import { contentMessages } from './messages';
import { itemPath, pageTypes } from './types';
import { VideoPlayer } from './video-player';
import styles from './content.module.css';

type Props = { item: ContentItem; lang: Locale };

function Facts({ rows }: { rows: [string, string | undefined][] }) {
  const shown = rows.filter((r): r is [string, string] => !!r[1]);
  if (!shown.length) return null;
  return (
    <dl className={styles.facts}>
      {shown.map(([k, v]) => (
        <div key={k}>
          <dt>{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An embed we trust to frame: https only; YouTube watch links become their /embed/ form. */
function embedSrc(url: string): string | null {
  if (!/^https:\/\//.test(url)) return null;
  const m = url.match(/^https:\/\/(?:www\.)?(?:youtube\.com\/watch\?v=|youtu\.be\/)([\w-]{6,20})/);
  return m ? `https://www.youtube-nocookie.com/embed/${m[1]}` : url;
}

/** What a type shows besides its title, picture and body: a remedy's mantra, an aarti's verses, a card's meanings… */
export async function TypeExtras({ item, lang }: Props) {
  const t = contentMessages[lang];
  switch (item.type) {
    case 'remedies': {
      const planet = str(item.planet) as keyof typeof t.planets | undefined;
      return (
        <>
          <Facts rows={[[t.planet, planet ? t.planets[planet] : undefined], [t.bestDay, str(item.day)]]} />
          {str(item.mantra) && (
            <blockquote className={styles.mantra}>
              <p className={styles.factLabel}>{t.mantra}</p>
              <p>{str(item.mantra)}</p>
            </blockquote>
          )}
        </>
      );
    }
    case 'aarti': {
      const episode = episodeOf(item, true);
      return (
        <>
          <Facts rows={[[t.deity, str(item.deity)]]} />
          {episode && <PlayButton episode={episode} label={t.listenAarti} />}
          {str(item.lyrics) && (
            <section aria-labelledby="lyrics-title" className={styles.lyrics}>
              <h2 id="lyrics-title">{t.lyrics}</h2>
              <p>{str(item.lyrics)}</p>
            </section>
          )}
        </>
      );
    }
    case 'tarot': {
      const arcana = str(item.arcana) as keyof typeof t.arcana | undefined;
      const suit = str(item.suit) as keyof typeof t.suits | undefined;
      return (
        <>
          <Facts rows={[[t.arcanaLabel, arcana ? t.arcana[arcana] : undefined], [t.suit, suit ? t.suits[suit] : undefined], [t.numberLabel, num(item.number)?.toString()]]} />
          <div className={styles.twoCol}>
            <section className={styles.panel}>
              <h2>{t.upright}</h2>
              <p>{str(item.upright)}</p>
            </section>
            <section className={styles.panel}>
              <h2>{t.reversed}</h2>
              <p>{str(item.reversed)}</p>
            </section>
          </div>
        </>
      );
    }
    case 'vastu': {
      const dir = str(item.direction) as keyof typeof t.directions | undefined;
      return <Facts rows={[[t.direction, dir ? t.directions[dir] : undefined], [t.area, str(item.area)]]} />;
    }
    case 'vrat':
      return (
        <>
          <Facts rows={[[t.deity, str(item.deity)], [t.tithi, num(item.tithi)?.toString()], [t.nextDate, formatDate(str(item.nextDate), lang) || undefined]]} />
          {str(item.rules) && (
            <section className={styles.panel}>
              <h2>{t.rules}</h2>
              <p className={styles.preLine}>{str(item.rules)}</p>
            </section>
          )}
        </>
      );
    case 'festivals': {
      const date = formatDate(str(item.date), lang);
      const end = formatDate(str(item.endDate), lang);
      return <Facts rows={[[t.date, end ? `${date} – ${end}` : date || undefined], [t.region, str(item.region)]]} />;
    }
    case 'numerology':
      return <Facts rows={[[t.numberLabel, num(item.number)?.toString()], [t.rulingPlanet, str(item.planet)]]} />;
    case 'news': {
      const source = str(item.source);
      const url = str(item.sourceUrl);
      if (!source && !url) return null;
      return (
        <p className={styles.source}>
          {t.source}: {url ? <a href={url} rel="noopener noreferrer" target={url.startsWith('http') ? '_blank' : undefined}>{source ?? url}</a> : source}
        </p>
      );
    }
    case 'video': {
      const url = str(item.videoUrl);
      const embed = url?.startsWith('https://') ? embedSrc(url) : null;
      return (
        <div className={styles.video}>
          {embed ? (
            <iframe src={embed} title={item.title} loading="lazy" allow="encrypted-media; picture-in-picture; fullscreen" referrerPolicy="strict-origin-when-cross-origin" />
          ) : (
            <VideoPlayer src={url} poster={str(item.image)} title={item.title} comingSoon={t.videoComingSoon} unavailable={t.videoUnavailable} />
          )}
          {num(item.durationSeconds) && <p className={styles.cardMeta}>{t.duration}: {formatDuration(num(item.durationSeconds))}</p>}
        </div>
      );
    }
    case 'gallery': {
      const images = Array.isArray(item.images) ? (item.images as { url: string; caption?: string }[]) : [];
      return (
        <>
          <p className={styles.cardMeta}>{format(t.pictures, { n: images.length })}</p>
          <ul className={styles.gallery}>
            {images.map((img, i) => (
              <li key={`${img.url}-${i}`}>
                <figure>
                  <div className={styles.galleryImage}>
                    <Picture src={img.url} alt={img.caption ?? ''} fill sizes="(max-width: 575px) 100vw, (max-width: 991px) 50vw, 33vw" />
                  </div>
                  {img.caption && <figcaption>{img.caption}</figcaption>}
                </figure>
              </li>
            ))}
          </ul>
        </>
      );
    }
    case 'gallery_collection':
    case 'story_collection': {
      const isGallery = item.type === 'gallery_collection';
      const slugs = (Array.isArray(isGallery ? item.galleries : item.stories) ? (isGallery ? item.galleries : item.stories) : []) as string[];
      const type = isGallery ? pageTypes.gallery : pageTypes.story;
      const all = await getContentList(type.key, type.list, lang, { limit: 100 }).catch(() => null);
      const members = slugs.map((s) => all?.data.find((x) => x.slug === s)).filter((x): x is ContentItem => !!x);
      return (
        <section aria-labelledby="members-title">
          <h2 id="members-title">{isGallery ? t.albums : t.stories}</h2>
          <ul className={styles.grid}>
            {members.map((m) => (
              <li key={m.id}>
                <ContentCard item={m} href={itemPath(type, m.slug)} headingLevel="h3" />
              </li>
            ))}
          </ul>
        </section>
      );
    }
    case 'podcast': {
      const episode = episodeOf(item);
      return (
        <>
          <Facts rows={[[t.duration, formatDuration(num(item.durationSeconds))], [t.host, str(item.host)]]} />
          {episode && <PlayButton episode={episode} />}
        </>
      );
    }
    case 'services': {
      const href = str(item.href);
      return href ? (
        <p>
          <Link href={href} className="button">
            {str(item.cta) ?? item.title}
          </Link>
        </p>
      ) : null;
    }
    default:
      return null;
  }
}

import { Picture } from '@/features/ui/picture';
import Link from 'next/link';
import type { ContentItem } from '@nakshatra/shared';
import { format, type Locale } from '@/i18n';
import { formatDuration, num } from '@/features/content/format';
import { episodeOf } from './episode';
import { podcastMessages } from './messages';
import { PlayButton } from './play-button';
import styles from './podcast.module.css';

/** Episodes as rows: cover, title (link to the episode page), summary, length and a play button. */
export function EpisodeList({ items, lang }: { items: ContentItem[]; lang: Locale }) {
  const t = podcastMessages[lang];
  return (
    <ul className={styles.episodes}>
      {items.map((item, i) => {
        const episode = episodeOf(item);
        return (
          <li key={item.id} className={styles.episode}>
            <div className={styles.episodeImage}>
              {typeof item.image === 'string' && <Picture src={item.image} alt="" fill sizes="96px" loading={i < 4 ? 'eager' : 'lazy'} />}
            </div>
            <div className={styles.episodeBody}>
              <h2>
                <Link href={`/audio-podcast/${item.slug}`}>{item.title}</Link>
              </h2>
              {typeof item.summary === 'string' && <p>{item.summary}</p>}
              <div className={styles.episodeActions}>
                {episode && <PlayButton episode={episode} />}
                <span className={styles.episodeMeta}>
                  {num(item.episode) ? `${format(t.episode, { n: num(item.episode)! })} · ` : ''}
                  {formatDuration(num(item.durationSeconds))}
                </span>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

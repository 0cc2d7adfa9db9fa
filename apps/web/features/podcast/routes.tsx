import type { ContentItem } from '@nakshatra/shared';
import type { Locale } from '@/i18n';
import { EpisodeList } from './episode-list';
import { podcastMessages } from './messages';

/** /audio-podcast lists Astro FM, /katha the katha episodes; both play in the site-wide player. */
export function podcastListOptions(show: 'astro-fm' | 'katha') {
  return {
    basePath: show === 'katha' ? '/katha' : '/audio-podcast',
    filters: { show },
    renderItems: (items: ContentItem[], lang: Locale) => <EpisodeList items={items} lang={lang} />,
    ...(show === 'katha'
      ? { title: (lang: Locale) => podcastMessages[lang].katha.title, intro: (lang: Locale) => podcastMessages[lang].katha.description }
      : {}),
  };
}

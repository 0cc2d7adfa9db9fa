import type { ContentItem } from '@nakshatra/shared';

/** What the player needs of an episode (a podcast episode, or an aarti with audio). */
export type Episode = { id: string; title: string; audioUrl: string; image?: string; href: string; durationSeconds?: number };

/** The playable part of an item, or null when it has no audio. */
export function episodeOf(item: ContentItem, isAarti = false): Episode | null {
  if (typeof item.audioUrl !== 'string' || !item.audioUrl) return null;
  return {
    id: item.id,
    title: item.title,
    audioUrl: item.audioUrl,
    image: typeof item.image === 'string' ? item.image : undefined,
    href: isAarti ? `/rituals/aarti/${item.slug}` : `/audio-podcast/${item.slug}`,
    durationSeconds: typeof item.durationSeconds === 'number' ? item.durationSeconds : undefined,
  };
}

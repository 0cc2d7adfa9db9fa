/** Tarot draws: a cryptographically random Fisher–Yates shuffle of the 78 cards, each upright or reversed. */
import { randomInt } from 'node:crypto';
import type { Bilingual, TarotDraw } from '@nakshatra/shared';
import { TAROT_CARDS, type TarotCard } from './tarot-cards.js';

const POSITIONS: Record<TarotDraw['spread'], Array<{ key: string; name: Bilingual }>> = {
  one: [{ key: 'guidance', name: { en: 'Guidance', hi: 'मार्गदर्शन' } }],
  three: [
    { key: 'past', name: { en: 'Past', hi: 'भूत' } },
    { key: 'present', name: { en: 'Present', hi: 'वर्तमान' } },
    { key: 'future', name: { en: 'Future', hi: 'भविष्य' } },
  ],
};

/** Shuffles a copy with crypto.randomInt (uniform, no modulo bias). */
export function shuffle<T>(items: readonly T[], rand: (max: number) => number = randomInt): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = rand(i + 1);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

export type DrawnCard = { position: { key: string; name: Bilingual }; card: TarotCard; isReversed: boolean; contentSlug: string };

/** Draws one card (guidance) or three (past, present, future); cards are distinct. */
export function drawTarot(spread: TarotDraw['spread']): { spread: TarotDraw['spread']; cards: DrawnCard[] } {
  const deck = shuffle(TAROT_CARDS);
  return {
    spread,
    cards: POSITIONS[spread].map((position, i) => ({ position, card: deck[i], isReversed: randomInt(2) === 1, contentSlug: `tarot-${deck[i].slug}` })),
  };
}

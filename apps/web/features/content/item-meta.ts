import type { ContentItem } from '@nakshatra/shared';
import { formatRupees } from '@/features/shell/avatar';
import { format, type Locale } from '@/i18n';
import { formatDate, formatDuration, num, str } from './format';
import { contentMessages } from './messages';

/** The one line under a card's summary, per type: reading time, date, planet, duration… */
export function itemMeta(item: ContentItem, lang: Locale): string | undefined {
  const t = contentMessages[lang];
  const parts: string[] = [];
  switch (item.type) {
    case 'blog': {
      if (str(item.author)) parts.push(format(t.byAuthor, { author: str(item.author)! }));
      if (num(item.readMinutes)) parts.push(format(t.minutesRead, { n: num(item.readMinutes)! }));
      break;
    }
    case 'remedies': {
      const planet = str(item.planet) as keyof typeof t.planets | undefined;
      if (planet && t.planets[planet]) parts.push(t.planets[planet]);
      break;
    }
    case 'aarti':
      if (str(item.deity)) parts.push(str(item.deity)!);
      break;
    case 'festivals':
      if (str(item.date)) parts.push(formatDate(str(item.date), lang));
      break;
    case 'vrat':
      if (str(item.deity)) parts.push(str(item.deity)!);
      if (str(item.nextDate)) parts.push(formatDate(str(item.nextDate), lang));
      break;
    case 'numerology':
      if (num(item.number)) parts.push(format(t.number, { n: num(item.number)! }));
      break;
    case 'tarot': {
      const arcana = str(item.arcana) as keyof typeof t.arcana | undefined;
      if (arcana && t.arcana[arcana]) parts.push(t.arcana[arcana]);
      break;
    }
    case 'vastu': {
      const dir = str(item.direction) as keyof typeof t.directions | undefined;
      if (dir && t.directions[dir]) parts.push(t.directions[dir]);
      break;
    }
    case 'video':
    case 'podcast':
      if (num(item.durationSeconds)) parts.push(formatDuration(num(item.durationSeconds)));
      break;
    case 'news':
      if (item.publish_at) parts.push(formatDate(item.publish_at, lang));
      break;
    case 'pooja':
    case 'products':
      if (str(item.deity)) parts.push(str(item.deity)!);
      if (num(item.pricePaise) !== undefined) parts.push(formatRupees(num(item.pricePaise)! / 100));
      break;
    default:
      break;
  }
  return parts.length ? parts.join(' · ') : undefined;
}

/** iCalendar (RFC 5545) export of vrat and festival dates as all-day events. */
import type { Lang } from '@nakshatra/shared';
import type { CalendarEvent } from './panchang.js';
import type { ResolvedPlace } from './birth.js';

/** Escapes TEXT values (RFC 5545 §3.3.11). */
const esc = (s: string) => s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\n/g, '\\n');

/** Folds lines longer than 75 octets (§3.1), never splitting a UTF-8 character. */
function fold(line: string): string {
  const out: string[] = [];
  let cur = '';
  let bytes = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch);
    if (bytes + n > (out.length ? 74 : 75)) { out.push(cur); cur = ''; bytes = 0; }
    cur += ch;
    bytes += n;
  }
  out.push(cur);
  return out.join('\r\n ');
}

const compact = (d: string) => d.replace(/-/g, '');
const nextDay = (d: string) => { const x = new Date(`${d}T00:00:00Z`); x.setUTCDate(x.getUTCDate() + 1); return x.toISOString().slice(0, 10); };

/** A VCALENDAR with one all-day VEVENT per date; UIDs are stable so re-imports update rather than duplicate. */
export function toIcs(events: CalendarEvent[], place: ResolvedPlace, lang: Lang, origin: string, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const host = new URL(origin).host;
  const placeKey = place.id ?? `${place.lat.toFixed(2)},${place.lon.toFixed(2)}`;
  const lines = [
    'BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Nakshatra//Vrat and festival dates//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH',
    `X-WR-CALNAME:${esc(lang === 'hi' ? `व्रत और त्योहार — ${place.nameHi ?? place.name}` : `Vrat and festivals — ${place.name}`)}`,
  ];
  for (const e of events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${e.key}-${e.date}-${placeKey}@${host}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${compact(e.date)}`,
      `DTEND;VALUE=DATE:${compact(nextDay(e.date))}`,
      `SUMMARY:${esc(e.name[lang])}`,
      `DESCRIPTION:${esc(lang === 'hi' ? `${place.nameHi ?? place.name} के लिए गणना। ${origin}/${e.kind === 'vrat' ? 'vrat' : 'festivals'}/${e.contentSlug}` : `Computed for ${place.name}. ${origin}/${e.kind === 'vrat' ? 'vrat' : 'festivals'}/${e.contentSlug}`)}`,
      `CATEGORIES:${e.kind === 'vrat' ? 'Vrat' : 'Festival'}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

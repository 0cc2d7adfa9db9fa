import { z } from 'zod';
import { defineContentType, mediaUrlSchema } from '../define';
import { liveState } from '../schedule';

/**
 * A live darshan stream the admin configures: an HLS address (.m3u8) or an https embed, and its weekly
 * schedule in Indian time. The API adds `live` ({isLive, endsAt, nextStartAt}) computed at request time,
 * so pages can say "offline, next at …" honestly. /live-aarti-darshan shows kind 'aarti', /live-temple-darshan 'temple'.
 */
export const darshan = defineContentType({
  key: 'darshan',
  label: { en: 'Live darshan', hi: 'लाइव दर्शन', enPlural: 'Live darshan', hiPlural: 'लाइव दर्शन' },
  segment: null,
  indexed: false,
  fields: z.object({
    kind: z.enum(['aarti', 'temple']),
    temple: z.string().trim().max(120).optional(),
    hlsUrl: mediaUrlSchema.optional(),
    embedUrl: z.string().trim().regex(/^https:\/\/[^\s]+$/, 'The embed address must start with https://.').optional(),
    schedule: z
      .array(
        z.object({
          /** 0 = Sunday … 6 = Saturday; empty = every day */
          days: z.array(z.number().int().min(0).max(6)).max(7).default([]).meta({ 'x-widget': 'weekdays' }),
          /** HH:MM, Indian Standard Time */
          start: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Start times look like 06:30 (24-hour clock, IST).').meta({ 'x-widget': 'time' }),
          durationMinutes: z.number().int().min(1).max(24 * 60),
        }),
      )
      .max(20)
      .default([]),
  }),
  validate: (d) => (d.hlsUrl || d.embedUrl ? null : 'Give an HLS address or an embed address.'),
  translated: ['title', 'summary', 'body', 'temple'],
  listFields: ['title', 'summary', 'image', 'kind', 'temple', 'hlsUrl', 'embedUrl', 'schedule'],
  derive: (data, now) => ({ live: liveState((data.schedule ?? []) as Parameters<typeof liveState>[0], now) }),
});

/** Path and query parameters of the horoscope API, validated with sentences (keys in ASTRO_MESSAGES). */
import { z } from 'zod';
import { ASTRO_MESSAGES, horoscopeTypeSchema, langSchema } from '@nakshatra/shared';
import { isRealDate, isoWeeksInYear } from './periods.js';

const m = (k: keyof typeof ASTRO_MESSAGES) => ASTRO_MESSAGES[k].en;

const SIGN_NAMES: Record<string, number> = {};
[
  ['aries', 'mesha', 'mesh', 'मेष'], ['taurus', 'vrishabha', 'vrishabh', 'वृषभ'], ['gemini', 'mithuna', 'mithun', 'मिथुन'], ['cancer', 'karka', 'kark', 'कर्क'],
  ['leo', 'simha', 'singh', 'सिंह'], ['virgo', 'kanya', 'कन्या'], ['libra', 'tula', 'तुला'], ['scorpio', 'vrishchika', 'vrishchik', 'वृश्चिक'],
  ['sagittarius', 'dhanu', 'धनु'], ['capricorn', 'makara', 'makar', 'मकर'], ['aquarius', 'kumbha', 'kumbh', 'कुंभ'], ['pisces', 'meena', 'meen', 'मीन'],
].forEach((names, i) => names.forEach((n) => { SIGN_NAMES[n] = i + 1; }));

/** Sign 1..12 from a number or an English, Sanskrit or Hindi name; 0 when unknown. */
export function parseSign(raw: string): number {
  const s = decodeURIComponent(raw).trim().toLowerCase();
  if (/^\d{1,2}$/.test(s)) { const n = Number(s); return n >= 1 && n <= 12 ? n : 0; }
  return SIGN_NAMES[s] ?? 0;
}

export const signParam = z.string().max(40, m('sign_invalid')).transform((s, ctx) => {
  const n = parseSign(s);
  if (!n) { ctx.addIssue({ code: 'custom', message: m('sign_invalid') }); return z.NEVER; }
  return n;
}).describe('1 (Aries/Mesha) … 12 (Pisces/Meena), or the name in English, Sanskrit or Hindi');

export const horoscopeDateParam = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m('horoscope_date_format'))
  .refine(isRealDate, m('horoscope_date_invalid'))
  .refine((d) => d >= '1900-01-01' && d <= '2100-12-31', m('horoscope_date_range'))
  .describe('YYYY-MM-DD; any day inside the period (weekly = ISO week, Monday–Sunday)');

export const byTypeParams = z.object({ type: horoscopeTypeSchema, sign: signParam, date: horoscopeDateParam });

export const weeklyParams = z.object({
  sign: signParam,
  year: z.string().regex(/^\d{4}$/, m('year_invalid')).transform(Number).refine((y) => y >= 1900 && y <= 2100, m('year_invalid')).describe('ISO week-numbering year'),
  week: z.string().regex(/^\d{1,2}$/, m('week_invalid')).transform(Number).refine((w) => w >= 1 && w <= 53, m('week_invalid')).describe('ISO week 1–52 (53 in long years)'),
  lang: langSchema.describe('en or hi'),
}).superRefine((p, ctx) => {
  if (p.week > isoWeeksInYear(p.year)) ctx.addIssue({ code: 'custom', path: ['week'], message: m('week_invalid') });
});

export const langQuery = z.object({ lang: langSchema.default('en').describe('en (default) or hi') });

import { z } from 'zod';
import type { ContentType } from '@nakshatra/content';
import { AppError } from '../../lib/app-error.js';
import { sanitizeRichText } from './sanitize.js';

type Text = { en: string; hi?: string };
export type ValidFields = { i18n: Record<string, Text>; data: Record<string, unknown> };

const invalid = (message: string, field?: string) => new AppError(400, 'content_invalid', message, field ? { field } : undefined);

/** zod's message for the first problem, naming the field when zod's sentence does not. */
function sentence(err: z.ZodError, prefix = ''): { message: string; field: string } {
  const issue = err.issues[0];
  const field = prefix + issue.path.map(String).join('.');
  const generic = /^Invalid|^Too |^Unrecognized|^Required|^expected/i.test(issue.message);
  return { message: generic && field ? `${field}: ${issue.message}` : issue.message, field };
}

/** Nested {en, hi} texts: sanitise nothing (they are plain text) but drop empty Hindi. */
function trimHindi(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(trimHindi);
  if (v && typeof v === 'object') {
    const o = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, trimHindi(x)]));
    if (typeof o.en === 'string' && 'hi' in o && (o.hi === '' || o.hi === undefined)) delete o.hi;
    return o;
  }
  return v;
}

/**
 * Checks an admin's fields against the type's schema (English values and Hindi values separately),
 * sanitises rich text, and splits translated fields from the rest. Throws a 400 with a sentence.
 */
export function validateFields(type: ContentType, input: Record<string, unknown>): ValidFields {
  const shape = type.schema.shape as unknown as Record<string, z.ZodType>;
  for (const key of Object.keys(input)) if (!(key in shape)) throw invalid(`${type.label.en} has no field "${key}".`, key);
  const translated = new Set<string>(type.translated);
  const html = new Set(type.html);
  const english: Record<string, unknown> = {};
  const hindi: Record<string, string> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value === null || value === undefined) continue;
    if (translated.has(key)) {
      const text = typeof value === 'string' ? { en: value } : (value as Partial<Text>);
      if (!text || typeof text !== 'object' || Array.isArray(text)) throw invalid(`${key} must be an object like {"en": "…", "hi": "…"}.`, key);
      const en = typeof text.en === 'string' ? text.en : undefined;
      const hi = typeof text.hi === 'string' ? text.hi : undefined;
      if (text.hi !== undefined && text.hi !== null && typeof text.hi !== 'string') throw invalid(`${key}.hi must be text.`, `${key}.hi`);
      if (en === undefined || en.trim() === '') {
        if (hi?.trim()) throw invalid(`${key}: write the English text too (it is the fallback for Hindi).`, `${key}.en`);
        continue;
      }
      english[key] = html.has(key) ? sanitizeRichText(en) : en;
      if (hi?.trim()) hindi[key] = html.has(key) ? sanitizeRichText(hi) : hi;
    } else {
      english[key] = trimHindi(value);
    }
  }
  const parsed = type.schema.safeParse(english);
  if (!parsed.success) {
    const { message, field } = sentence(parsed.error);
    throw invalid(message, field);
  }
  const data: Record<string, unknown> = {};
  const i18n: Record<string, Text> = {};
  for (const [key, value] of Object.entries(parsed.data as Record<string, unknown>)) {
    if (value === undefined) continue;
    if (translated.has(key)) {
      const text: Text = { en: value as string };
      if (hindi[key] !== undefined) {
        const hiParsed = (shape[key] as z.ZodType).safeParse(hindi[key]);
        if (!hiParsed.success) {
          const { message, field } = sentence(hiParsed.error, `${key}.hi`);
          throw invalid(`${message} (Hindi)`, field);
        }
        text.hi = hiParsed.data as string;
      }
      i18n[key] = text;
    } else data[key] = value;
  }
  const rule = type.validate?.({ ...data, ...Object.fromEntries(Object.entries(i18n).map(([k, t]) => [k, t.en])) });
  if (rule) throw invalid(rule);
  return { i18n, data };
}

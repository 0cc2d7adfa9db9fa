import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentTypeList, contentTypes } from './registry';
import { emptyValue, fieldKind, pruneValue, type FormSchema } from './form-schema';

/** Exactly what GET /api/admin/content/types gives the CMS for a type. */
const jsonSchemaOf = (key: keyof typeof contentTypes) =>
  z.toJSONSchema(contentTypes[key].schema, { io: 'input', unrepresentable: 'any' }) as FormSchema;
const field = (key: keyof typeof contentTypes, name: string) => jsonSchemaOf(key).properties![name];

describe('CMS forms from the registry', () => {
  it('draws every field of every type as a form, never as JSON text', () => {
    const walk = (where: string, s: FormSchema): void => {
      const k = fieldKind(s);
      expect(k.kind, where).not.toBe('json');
      if (k.kind === 'object') for (const f of k.fields) walk(`${where}.${f}`, s.properties![f]);
      if (k.kind === 'list') walk(`${where}[]`, k.item);
    };
    for (const type of contentTypeList) {
      const schema = z.toJSONSchema(type.schema, { io: 'input', unrepresentable: 'any' }) as FormSchema;
      for (const [name, s] of Object.entries(schema.properties ?? {})) walk(`${type.key}.${name}`, s);
    }
  });

  it('gives web-story pages a repeatable sub-form with an image upload, translated heading and text', () => {
    const pages = fieldKind(field('story', 'pages'));
    expect(pages.kind).toBe('list');
    if (pages.kind !== 'list') return;
    expect(fieldKind(pages.item)).toEqual({ kind: 'object', fields: ['image', 'heading', 'text', 'durationMs', 'link'] });
    expect(fieldKind(pages.item.properties!.image)).toEqual({ kind: 'text', upload: 'image' });
    expect(fieldKind(pages.item.properties!.heading)).toEqual({ kind: 'localized' });
    expect(fieldKind(pages.item.properties!.durationMs)).toEqual({ kind: 'number', isInteger: true });
    // a link is an address, not a file: no upload button
    expect(fieldKind(pages.item.properties!.link)).toEqual({ kind: 'text' });
    expect(emptyValue(pages.item)).toEqual({ image: '', heading: { en: '', hi: '' } });
  });

  it('draws gallery pictures, product pictures, darshan schedules and collection items', () => {
    const images = fieldKind(field('gallery', 'images'));
    expect(images.kind === 'list' && fieldKind(images.item.properties!.url)).toEqual({ kind: 'text', upload: 'image' });
    const productImages = fieldKind(field('products', 'images'));
    expect(productImages.kind === 'list' && fieldKind(productImages.item)).toEqual({ kind: 'text', upload: 'image' });
    const schedule = fieldKind(field('darshan', 'schedule'));
    expect(schedule.kind).toBe('list');
    if (schedule.kind !== 'list') return;
    expect(fieldKind(schedule.item.properties!.days)).toEqual({ kind: 'choices', options: [0, 1, 2, 3, 4, 5, 6], widget: 'weekdays' });
    expect(fieldKind(schedule.item.properties!.start)).toEqual({ kind: 'text', widget: 'time' });
    const items = fieldKind(field('collection', 'items'));
    expect(items.kind === 'list' && fieldKind(items.item)).toEqual({ kind: 'object', fields: ['type', 'slug'] });
    expect(fieldKind(field('blog', 'tags'))).toEqual({ kind: 'lines' });
    expect(fieldKind(field('podcast', 'audioUrl'))).toEqual({ kind: 'text', upload: 'audio' });
  });

  it('falls back to JSON for shapes it cannot draw', () => {
    expect(fieldKind({ type: 'object', additionalProperties: { type: 'string' } })).toEqual({ kind: 'json' });
    expect(fieldKind({ anyOf: [{ type: 'string' }, { type: 'number' }] })).toEqual({ kind: 'json' });
    expect(fieldKind({ type: 'array', items: { type: 'array', items: { type: 'object' } } })).toEqual({ kind: 'json' });
    expect(fieldKind({ anyOf: [{ type: 'integer' }, { type: 'null' }] })).toEqual({ kind: 'number', isInteger: true });
  });

  it('drops empty optional values before saving and keeps empty required ones for the server to name', () => {
    const pages = field('story', 'pages');
    const value = [
      { image: '/upload/a.webp', heading: { en: 'Moon', hi: '' }, text: { en: '', hi: '' }, link: ' ', durationMs: Number.NaN },
      { image: '', heading: { en: '', hi: '' } },
    ];
    expect(pruneValue(pages, value)).toEqual([{ image: '/upload/a.webp', heading: { en: 'Moon' } }, { image: '', heading: { en: '', hi: '' } }]);
    // the server accepts the first page as pruned and refuses the empty second one with a sentence
    const parsed = contentTypes.story.fields.shape.pages.safeParse(pruneValue(pages, value));
    expect(parsed.success).toBe(false);
    expect(contentTypes.story.fields.shape.pages.safeParse(pruneValue(pages, value.slice(0, 1))).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { contentTypeList, contentTypes, fixedRemedySlugs, liveState } from './index';

describe('content registry invariants', () => {
  it('has one entry per key, named by its key', () => {
    for (const [key, type] of Object.entries(contentTypes)) expect(type.key).toBe(key);
    expect(new Set(contentTypeList.map((t) => t.key)).size).toBe(contentTypeList.length);
  });

  it('gives every type distinct route names and public segments', () => {
    const names = contentTypeList.flatMap((t) => [t.api.list, t.api.single, t.api.bySlug].filter((x): x is string => !!x));
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/^get_[a-z_]+$/);
    const segments = contentTypeList.map((t) => t.segment).filter((s): s is string => s !== null);
    expect(new Set(segments).size).toBe(segments.length);
    for (const s of segments) expect(s).toMatch(/^([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
  });

  it('declares translated, rich-text and list fields that exist in the schema', () => {
    for (const t of contentTypeList) {
      const keys = Object.keys(t.schema.shape);
      for (const f of t.translated) expect(keys, `${t.key}.${f}`).toContain(f);
      for (const f of t.html) expect(t.translated as readonly string[], `${t.key} html ${f}`).toContain(f);
      for (const f of t.listFields) expect(keys, `${t.key} list ${f}`).toContain(f);
      expect(t.translated as readonly string[]).toContain('title');
      expect(t.label.en && t.label.hi && t.label.enPlural && t.label.hiPlural).toBeTruthy();
    }
  });

  it('covers the content types of spec sections 1 and 7', () => {
    const keys = contentTypeList.map((t) => t.key);
    for (const k of ['blog', 'remedies', 'aarti', 'tarot', 'vastu', 'vrat', 'festivals', 'numerology', 'news', 'video', 'gallery', 'gallery_collection',
      'story', 'story_collection', 'podcast', 'services', 'testimonial', 'review', 'banners', 'category', 'collection', 'products', 'pooja']) expect(keys).toContain(k);
    expect(fixedRemedySlugs).toHaveLength(10);
  });

  it('computes a darshan schedule in Indian time: live now, or the next start', () => {
    const evening = [{ days: [], start: '18:30', durationMinutes: 60 }];
    // 13:00 UTC = 18:30 IST
    expect(liveState(evening, new Date('2026-03-01T13:10:00Z'))).toMatchObject({ isLive: true, endsAt: '2026-03-01T14:00:00.000Z', nextStartAt: '2026-03-02T13:00:00.000Z' });
    expect(liveState(evening, new Date('2026-03-01T14:00:00Z'))).toMatchObject({ isLive: false, endsAt: null, nextStartAt: '2026-03-02T13:00:00.000Z' });
    // Sundays only (2026-03-01 is a Sunday)
    expect(liveState([{ days: [0], start: '06:00', durationMinutes: 30 }], new Date('2026-03-02T00:00:00Z')).nextStartAt).toBe('2026-03-08T00:30:00.000Z');
    expect(liveState([], new Date())).toEqual({ isLive: false, endsAt: null, nextStartAt: null });
  });
});

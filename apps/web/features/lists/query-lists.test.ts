import { describe, expect, it } from 'vitest';
import { queryLists, queryTwinPath } from './query-lists';

const q = (s: string) => new URLSearchParams(s);

describe('a static list asked with a query goes to its query twin', () => {
  it('sends the keys that change a list to the twin', () => {
    expect(queryTwinPath('/blogs', q('page=2'))).toBe('/list-query/blogs');
    expect(queryTwinPath('/blogs/', q('q=moon'))).toBe('/list-query/blogs');
    expect(queryTwinPath('/rituals/aarti', q('category=shiva'))).toBe('/list-query/rituals/aarti');
    expect(queryTwinPath('/products', q('in_stock=true'))).toBe('/list-query/products');
    expect(queryTwinPath('/astrology-services/chat-with-astrologer', q('sort=price_low'))).toBe('/list-query/astrology-services/chat-with-astrologer');
  });
  it('keeps the static copy for the plain address and for queries the list does not read', () => {
    expect(queryTwinPath('/blogs', q(''))).toBeNull();
    expect(queryTwinPath('/blogs', q('utm_source=newsletter'))).toBeNull();
    // a key of another list: the blog list has no price filter
    expect(queryTwinPath('/blogs', q('in_stock=true'))).toBeNull();
    expect(queryTwinPath('/blogs/a-post', q('page=2'))).toBeNull();
    expect(queryTwinPath('/horoscope/daily', q('page=2'))).toBeNull();
  });
  it("hides the twin's own address", () => {
    expect(queryTwinPath('/list-query/blogs', q(''))).toBe('hidden');
    expect(queryTwinPath('/list-query', q('page=2'))).toBe('hidden');
    expect(queryTwinPath('/list-queryx', q(''))).toBeNull();
  });
  it('has a twin page for every list it names', async () => {
    const { existsSync } = await import('node:fs');
    const path = await import('node:path');
    const site = path.resolve(__dirname, '../../app/[lang]/(site)');
    for (const list of Object.keys(queryLists)) {
      expect(existsSync(path.join(site, list, 'page.tsx')), `${list} page`).toBe(true);
      expect(existsSync(path.join(site, 'list-query', list, 'page.tsx')), `${list} twin`).toBe(true);
    }
  });
});

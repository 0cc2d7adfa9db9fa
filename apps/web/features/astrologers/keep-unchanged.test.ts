import { describe, expect, it } from 'vitest';
import { keepUnchanged } from './keep-unchanged';

const a = { id: 'a', chat_status: 'online', price: 1000 };
const b = { id: 'b', chat_status: 'offline', price: 2000 };

describe('keepUnchanged', () => {
  it('returns the current list itself when the re-read holds the same astrologers in the same order', () => {
    const current = [a, b];
    expect(keepUnchanged(current, [{ ...a }, { ...b }])).toBe(current);
  });

  it('keeps the objects of unchanged astrologers and takes the changed ones', () => {
    const changed = { ...b, chat_status: 'online' };
    const next = keepUnchanged([a, b], [{ ...a }, changed]);
    expect(next[0]).toBe(a);
    expect(next[1]).toBe(changed);
  });

  it('follows a new order, new astrologers and removed ones', () => {
    const c = { id: 'c', chat_status: 'busy', price: 500 };
    const reordered = keepUnchanged([a, b], [{ ...b }, { ...a }]);
    expect(reordered).toEqual([b, a]);
    expect(reordered[0]).toBe(b);
    expect(keepUnchanged([a, b], [{ ...a }, c])).toEqual([a, c]);
    expect(keepUnchanged([a, b], [{ ...a }])).toEqual([a]);
  });
});

import { describe, expect, it, vi } from 'vitest';

const shown: [string, unknown, unknown][] = [];
vi.mock('react-hot-toast', () => {
  const record = (kind: string) => (message: unknown, options?: unknown) => {
    shown.push([kind, message, options]);
    return String(shown.length);
  };
  return { default: Object.assign(record('blank'), { success: record('success'), error: record('error') }) };
});

const { toast } = await import('./toast');

describe('toast', () => {
  it("hands every toast to react-hot-toast once its code is there, in the order they were raised, with their options", async () => {
    toast('Removed from your cart');
    toast.success('Saved', { duration: 1000 });
    toast.error('Could not save');
    expect(shown, 'nothing is shown before the library is loaded').toEqual([]);
    await vi.waitFor(() => expect(shown).toHaveLength(3));
    expect(shown).toEqual([
      ['blank', 'Removed from your cart', undefined],
      ['success', 'Saved', { duration: 1000 }],
      ['error', 'Could not save', undefined],
    ]);
    toast.success('Again');
    await vi.waitFor(() => expect(shown.at(-1)).toEqual(['success', 'Again', undefined]));
  });
});

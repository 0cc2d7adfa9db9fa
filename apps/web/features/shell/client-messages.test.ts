import { describe, expect, it } from 'vitest';
import { locales, serverOnlySections } from '../../i18n';
import { clientMessages, getMessages } from '../../i18n/messages';

describe('the dictionary the browser receives', () => {
  it.each(locales)('%s: every section client components read, none that only the server draws', (lang) => {
    const full = getMessages(lang) as Record<string, unknown>;
    const sent = clientMessages(lang) as Record<string, unknown>;
    for (const key of serverOnlySections) {
      expect(full[key]).toBeDefined();
      expect(sent[key]).toBeUndefined();
    }
    const kept = Object.keys(full).filter((k) => !(serverOnlySections as readonly string[]).includes(k));
    expect(Object.keys(sent).sort()).toEqual(kept.sort());
    for (const k of kept) expect(sent[k]).toBe(full[k]);
  });
});

/**
 * Settings read at most every `ttlMs` per process and database (the wallet's and the shop's rules are read on every
 * debit and order; an admin's change shows within seconds, at once in the process that saved it via `clear`).
 */
export function settingsCache<T>(ttlMs: number) {
  const cache = new WeakMap<object, { at: number; value: T }>();
  return {
    async get(db: object, load: () => Promise<T>): Promise<T> {
      const hit = cache.get(db);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      const value = await load();
      cache.set(db, { at: Date.now(), value });
      return value;
    },
    clear(db: object) {
      cache.delete(db);
    },
  };
}

type CookieStoreLike = { set(options: { name: string; value: string; expires: number; path: string; sameSite: 'lax' }): Promise<void> };

/**
 * Writes a first-party cookie (Path=/, SameSite=Lax) and resolves once the browser has stored it. A `document.cookie`
 * write reaches Chromium's network process on a channel of its own, so a navigation or fetch started right after it
 * can go out without the new value (a reload after a language switch came back in the old language under load); the
 * Cookie Store API's promise settles after the write. Browsers without it (or that refuse it on an insecure origin)
 * get the classic write.
 */
export async function writeCookie(name: string, value: string, maxAgeSeconds: number): Promise<void> {
  const store = (globalThis as { cookieStore?: CookieStoreLike }).cookieStore;
  if (store) {
    try {
      await store.set({ name, value, expires: Date.now() + maxAgeSeconds * 1000, path: '/', sameSite: 'lax' });
      return;
    } catch {
      // the classic write below
    }
  }
  document.cookie = `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

import { logoutSession } from './auth-api';
import { clearReadableCookies } from './user-details';

/**
 * Log Out (spec §4): revoke the session on the server, then clear local storage, session storage,
 * every cookie JavaScript can reach and Cache Storage, and go to /.
 */
export async function logOut(): Promise<void> {
  try {
    await logoutSession();
  } catch {
    // even when the server is unreachable, the browser forgets the user
  }
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // storage may be blocked
  }
  clearReadableCookies();
  try {
    if ('caches' in window) {
      const keys = await window.caches.keys();
      await Promise.all(keys.map((key) => window.caches.delete(key)));
    }
  } catch {
    // Cache Storage is unavailable on plain http origins in some browsers
  }
  window.location.assign('/');
}

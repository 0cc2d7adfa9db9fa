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
  // the service worker may be storing a page's copy right now (public/sw.js): it finishes that and clears again
  await askServiceWorkerToClear();
  window.location.assign('/');
}

/** Asks the controlling service worker to clear its caches once its writes under way are done (at most 2 s). */
function askServiceWorkerToClear(): Promise<void> {
  const worker = typeof navigator !== 'undefined' ? navigator.serviceWorker?.controller : null;
  if (!worker) return Promise.resolve();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = window.setTimeout(resolve, 2000);
    channel.port1.onmessage = () => {
      window.clearTimeout(timer);
      resolve();
    };
    try {
      worker.postMessage({ type: 'clear-caches' }, [channel.port2]);
    } catch {
      window.clearTimeout(timer);
      resolve();
    }
  });
}

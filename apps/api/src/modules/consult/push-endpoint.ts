import type { Env } from '../../env.js';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether a browser's push subscription endpoint may be stored and called: https on one of the known push services
 * (PUSH_ALLOWED_HOSTS), never an address of the user's choosing (internal hosts, cloud metadata, IP literals), so
 * that storing a subscription cannot turn our server into a proxy. Loopback only with PUSH_ALLOW_LOOPBACK (tests).
 */
export function isAllowedPushEndpoint(endpoint: string, env: Pick<Env, 'PUSH_ALLOWED_HOSTS' | 'PUSH_ALLOW_LOOPBACK'>): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  if (env.PUSH_ALLOW_LOOPBACK && LOOPBACK.has(host)) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:' || (url.port && url.port !== '443')) return false;
  const allowed = env.PUSH_ALLOWED_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  return allowed.some((h) => (h.startsWith('.') ? host.endsWith(h) && host.length > h.length : host === h));
}

import type { UserDetails } from '@nakshatra/shared';

/** Spec §9: the userDetails cookie lives 2 days (172800000 ms) on path /. Display data only. */
export const USER_DETAILS_COOKIE = 'userDetails';
export const userDetailsMaxAgeSeconds = 172800;

function readCookie(name: string): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** The signed-in user's display details, from the cookie (falling back to localStorage). */
export function readUserDetails(): UserDetails | null {
  const raw = readCookie(USER_DETAILS_COOKIE);
  // The cookie decides whether someone is signed in (it expires after 2 days); localStorage is a copy.
  const text = raw ? safeDecode(raw) : null;
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as UserDetails;
    return parsed && typeof parsed.id === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

function safeDecode(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Stores the details returned by a successful sign-in (cookie for 2 days, and localStorage). */
export function saveUserDetails(details: UserDetails): void {
  const json = JSON.stringify(details);
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${USER_DETAILS_COOKIE}=${encodeURIComponent(json)}; Max-Age=${userDetailsMaxAgeSeconds}; Path=/; SameSite=Lax${secure}`;
  try {
    window.localStorage.setItem(USER_DETAILS_COOKIE, json);
  } catch {
    // storage can be blocked; the cookie is what the header reads
  }
  // a sign-in without a page load (the astrologer dashboard, the registration form) must still reach the header
  window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}

/** Fired on `window` when someone signs in (or their details change) without a page load: headers re-read the cookie. */
export const SESSION_CHANGED_EVENT = 'nakshatra:session-changed';

/** Removes every cookie JavaScript can see, on every path prefix of the current page and on /. */
export function clearReadableCookies(): void {
  const names = document.cookie
    .split(';')
    .map((part) => part.trim().split('=')[0])
    .filter(Boolean);
  const segments = window.location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, i) => '/' + segments.slice(0, i + 1).join('/'))];
  for (const name of names) {
    for (const path of paths) {
      document.cookie = `${name}=; Max-Age=0; Path=${path}`;
      document.cookie = `${name}=; Max-Age=0; Path=${path}; Domain=${window.location.hostname}`;
    }
  }
}

/**
 * The web app's configuration, read once. Server code and next.config import from here;
 * nothing else reads process.env.
 */
function readApiInternalUrl(): string {
  const raw = process.env.API_INTERNAL_URL ?? 'http://127.0.0.1:3001';
  try {
    const url = new URL(raw);
    return url.origin + url.pathname.replace(/\/+$/, '');
  } catch {
    throw new Error(`API_INTERNAL_URL is not a valid URL: "${raw}" (e.g. http://127.0.0.1:3001).`);
  }
}

/** Where the Fastify API listens, as seen from the Next.js server (never from the browser). */
export const apiInternalUrl = readApiInternalUrl();

/** The public address of the site (canonical URLs, sitemap, OpenGraph), without a trailing slash. */
export const siteOrigin = (() => {
  const raw = process.env.PUBLIC_ORIGIN ?? 'http://localhost:3000';
  try {
    return new URL(raw).origin;
  } catch {
    throw new Error(`PUBLIC_ORIGIN is not a valid URL: "${raw}" (e.g. https://nakshatra.example).`);
  }
})();

/**
 * The secret the API sends as `x-revalidate-secret` when content is published. Read at call time (the
 * server's environment, not the build's); without it the revalidation endpoint refuses every call.
 */
export function revalidateSecret(): string | undefined {
  const value = process.env.REVALIDATE_SECRET;
  return value && value.length >= 16 ? value : undefined;
}

import type { NextConfig } from 'next';
import { apiInternalUrl } from './env';
import { imageLocalPatterns } from './features/ui/image-sources';

/**
 * One origin for the browser: pages, /api/*, /upload, /todos and /socket.io all on :3000. The API paths are
 * rewritten before the filesystem so no page can shadow them.
 */
const nextConfig: NextConfig = {
  // socket.io's polling URL is /socket.io/?EIO=4…: a trailing-slash redirect would break the handshake.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // NK_SOURCEMAPS=1 (with NEXT_DIST_DIR=.next-sm): a build whose browser chunks carry source maps, for profiling
  productionBrowserSourceMaps: process.env.NK_SOURCEMAPS === '1',
  // a second build folder for working beside a running app (NEXT_DIST_DIR=.next-dev); default .next
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // the root layout lives under app/[lang]; unknown paths get app/global-not-found.tsx.
  // inlineCss: a page's CSS (about 25 kB, 6 kB gzipped) comes inside its HTML instead of three or four render-blocking
  // stylesheet requests; on Lighthouse's mobile profile that took the LCP of the five measured pages from 2.4-3.6 s to
  // 1.9-2.5 s (README, "Lighthouse")
  // cssChunking 'graph' with a small request cost: Turbopack's default merged the CSS modules of many routes into one
  // 56 kB chunk (astrologer cards, live, wallet, checkout, the console…), which the directory and the free kundli then
  // inlined whole (74-76 kB of CSS). A request costs nothing when the CSS is inlined, and little on a client-side
  // navigation, so each page now carries about what it uses: directory 76 → 29 kB, free kundli 74 → 18 kB
  experimental: { globalNotFound: true, inlineCss: true, cssChunking: { type: 'graph', requestCost: 2000 } },
  // spec §9: device widths, image widths 16-384, quality 75; pictures come from the API's /upload (served
  // through the rewrite below) and our own /assets; next/image loads them lazily unless told otherwise
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
    qualities: [75],
    localPatterns: imageLocalPatterns,
    remotePatterns: [],
  },
  // the shop lives at /products (the spec's content paths); /shop is the name people type
  async redirects() {
    return [
      { source: '/shop', destination: '/products', permanent: true },
      { source: '/shop/:slug', destination: '/products/:slug', permanent: true },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: [
        { source: '/api/:path*', destination: `${apiInternalUrl}/api/:path*` },
        { source: '/upload', destination: `${apiInternalUrl}/upload` },
        { source: '/upload/:path*', destination: `${apiInternalUrl}/upload/:path*` },
        { source: '/todos', destination: `${apiInternalUrl}/todos` },
        { source: '/socket.io', destination: `${apiInternalUrl}/socket.io/` },
        { source: '/socket.io/:path*', destination: `${apiInternalUrl}/socket.io/:path*` },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;

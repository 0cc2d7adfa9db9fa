/**
 * PDFs of the reports: HTML printed by headless Chromium (playwright-core), because Hindi needs complex-script
 * shaping that pdfkit lacks. One browser is started on first use and reused; each PDF gets its own context.
 * Production needs Chromium (CHROMIUM_PATH) and a Devanagari font (Debian: fonts-noto-core) on the host.
 */
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../env.js';
import { AppError } from '../../lib/app-error.js';

export interface PdfRenderer {
  /** A4 PDF of a self-contained HTML page. */
  render(html: string): Promise<Buffer>;
  close(): Promise<void>;
}

type Browser = { newContext(): Promise<{ newPage(): Promise<{ setContent(html: string, o: object): Promise<void>; pdf(o: object): Promise<Buffer> }>; close(): Promise<void> }>; close(): Promise<void> };

const unavailable = () => new AppError(503, 'pdf_unavailable', 'PDF download is not available right now. Please try again later.');

export function createPdfRenderer(env: Pick<Env, 'PDF_RENDERER' | 'CHROMIUM_PATH'>): PdfRenderer {
  if (env.PDF_RENDERER === 'off') return { render: async () => { throw unavailable(); }, close: async () => {} };
  let browser: Promise<Browser> | null = null;
  const launch = async (): Promise<Browser> => {
    const { chromium } = await import('playwright-core');
    return (await chromium.launch({ executablePath: env.CHROMIUM_PATH, args: ['--no-sandbox', '--font-render-hinting=none'] })) as unknown as Browser;
  };
  return {
    async render(html) {
      browser ??= launch().catch((err) => { browser = null; throw err; });
      let b: Browser;
      try { b = await browser; } catch { throw unavailable(); }
      const context = await b.newContext();
      try {
        const page = await context.newPage();
        // the HTML is ours and self-contained (inline SVG and CSS): nothing is fetched
        await page.setContent(html, { waitUntil: 'load' });
        return await page.pdf({ format: 'A4', printBackground: true, margin: { top: '14mm', bottom: '14mm', left: '12mm', right: '12mm' } });
      } finally {
        await context.close();
      }
    },
    async close() {
      if (browser) { const b = await browser.catch(() => null); browser = null; await b?.close(); }
    },
  };
}

const shared = new WeakMap<object, PdfRenderer>();

/**
 * The API's one renderer (one Chromium, started on first use) for every module that prints: kundli and match PDFs,
 * personal-data downloads. Closed when the API closes.
 */
export function sharedPdfRenderer(app: FastifyInstance): PdfRenderer {
  let renderer = shared.get(app.ctx);
  if (!renderer) {
    const r = createPdfRenderer(app.ctx.env);
    shared.set(app.ctx, r);
    app.addHook('onClose', async () => { shared.delete(app.ctx); await r.close(); });
    renderer = r;
  }
  return renderer;
}

import { describe, expect, it } from 'vitest';
import { createPdfRenderer } from '../astro/pdf.js';
import { sankalpSheetHtml, sankalpSheetPdf } from './documents.js';

const bookings = [
  { order_id: '1b2c3d4e-0000-4000-8000-000000000001', starts_at: '2026-12-03T02:30:00Z', pooja: 'Rudrabhishek', package: 'family',
    participants: [{ name: 'मीरा जोशी', gotra: 'भारद्वाज', relation: 'स्वयं' }, { name: 'Arjun <b>Joshi</b>', gotra: null, relation: 'son' }], sankalp: 'परीक्षा में सफलता के लिए' },
];

describe('the pandit’s sankalp sheet', () => {
  it('keeps names, gotra and sankalp as the devotees wrote them (Devanagari too), in the slot’s IST time, and escapes what they typed', () => {
    const html = sankalpSheetHtml('2026-12-03', bookings, 'Nakshatra Spiritual Services');
    expect(html).toContain('<h2>Rudrabhishek · 2026-12-03 08:00 IST</h2>');
    expect(html).toContain('<li>मीरा जोशी, gotra भारद्वाज (स्वयं)</li>');
    expect(html).toContain('Sankalp: परीक्षा में सफलता के लिए');
    expect(html).toContain('Arjun &lt;b&gt;Joshi&lt;/b&gt; (son)');
    expect(html).not.toContain('<b>Joshi</b>');
    expect(sankalpSheetHtml('2026-12-04', [], 'N')).toContain('No paid bookings on this day.');
  });

  it('prints through the shared Chromium renderer (the one that shapes Devanagari)', async () => {
    const renderer = createPdfRenderer({ PDF_RENDERER: 'chromium', CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    try {
      const pdf = await sankalpSheetPdf(renderer, '2026-12-03', bookings, 'Nakshatra');
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      // the Devanagari font is embedded (Noto Sans Devanagari from fonts-noto-core), so the names print as written
      expect(pdf.toString('latin1')).toMatch(/NotoSansDevanagari/);
    } finally {
      await renderer.close();
    }
  }, 60_000);
});

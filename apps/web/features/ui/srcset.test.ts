import { describe, expect, it } from 'vitest';
import { trimSrcSet } from './srcset';

const widths = [16, 32, 48, 64, 96, 128, 256, 384, 640, 750, 828, 1080, 1200, 1920, 2048, 3840];
const full = widths.map((w) => `/_next/image?url=%2Fupload%2Fa.webp&w=${w}&q=75 ${w}w`).join(', ');

describe('trimSrcSet', () => {
  it('keeps, for a fixed CSS width, the smallest candidate covering 1×, 2× and 3× screens', () => {
    expect(trimSrcSet(full, '180px')).toBe([256, 384, 640].map((w) => `/_next/image?url=%2Fupload%2Fa.webp&w=${w}&q=75 ${w}w`).join(', '));
    expect(trimSrcSet(full, '96px')).toBe([96, 256, 384].map((w) => `/_next/image?url=%2Fupload%2Fa.webp&w=${w}&q=75 ${w}w`).join(', '));
  });

  it('falls back to the largest candidate when none is wide enough', () => {
    expect(trimSrcSet(full, '2000px')).toBe([2048, 3840].map((w) => `/_next/image?url=%2Fupload%2Fa.webp&w=${w}&q=75 ${w}w`).join(', '));
  });

  it('leaves responsive sizes, missing values and unreadable lists alone', () => {
    expect(trimSrcSet(full, '100vw')).toBe(full);
    expect(trimSrcSet(full, '(max-width: 600px) 100vw, 480px')).toBe(full);
    expect(trimSrcSet(full, undefined)).toBe(full);
    expect(trimSrcSet(undefined, '180px')).toBeUndefined();
    expect(trimSrcSet('/a.webp 1x, /b.webp 2x', '180px')).toBe('/a.webp 1x, /b.webp 2x');
  });
});

import { describe, expect, it } from 'vitest';
import { trimSrcSet, widestSize } from './srcset';

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

  it('keeps, for a list whose every entry is bounded, the candidates up to the one covering its widest entry at 3×', () => {
    const cards = '(max-width: 575px) 100vw, (max-width: 991px) 50vw, (max-width: 1399px) 33vw, 400px';
    expect(widestSize(cards)).toBe(575);
    const upTo1920 = widths.filter((w) => w <= 1920).map((w) => `/_next/image?url=%2Fupload%2Fa.webp&w=${w}&q=75 ${w}w`).join(', ');
    expect(trimSrcSet(full, cards)).toBe(upTo1920);
    expect(widestSize('(max-width: 600px) 100vw, 480px')).toBe(600);
    expect(trimSrcSet(full, '(max-width: 991px) 100vw, 880px'), 'nothing to drop when 3× needs the largest').toBe(full);
    expect(trimSrcSet(full, '(max-width: 300px) 100vw, 200px')).toBe(widths.filter((w) => w <= 1080).map((w) => `/_next/image?url=%2Fupload%2Fa.webp&w=${w}&q=75 ${w}w`).join(', '));
  });

  it('leaves unbounded sizes, missing values and unreadable lists alone', () => {
    expect(trimSrcSet(full, '100vw')).toBe(full);
    expect(trimSrcSet(full, '(max-width: 575px) 100vw, 25vw')).toBe(full);
    expect(trimSrcSet(full, '(min-width: 600px) 480px, 100vw')).toBe(full);
    expect(widestSize('(max-width: 600px) 100vw, calc(100vw - 32px)')).toBeUndefined();
    expect(trimSrcSet(full, undefined)).toBe(full);
    expect(trimSrcSet(undefined, '180px')).toBeUndefined();
    expect(trimSrcSet('/a.webp 1x, /b.webp 2x', '180px')).toBe('/a.webp 1x, /b.webp 2x');
  });
});

import { getImageProps } from 'next/image';
import { describe, expect, it } from 'vitest';
import { withoutFillStyle } from './fill-style';

describe('withoutFillStyle', () => {
  it('drops what next/image writes for a fill picture, so the class can carry it', () => {
    const { props } = getImageProps({ src: '/upload/a.webp', alt: '', fill: true, sizes: '100vw' });
    expect(props.style, 'next/image still writes the inline style').toMatchObject({ position: 'absolute', width: '100%', color: 'transparent' });
    expect(withoutFillStyle(props.style)).toBeUndefined();
  });

  it("keeps the caller's own style", () => {
    const { props } = getImageProps({ src: '/upload/a.webp', alt: '', fill: true, sizes: '100vw', style: { objectFit: 'cover', opacity: 0.5 } });
    expect(withoutFillStyle(props.style)).toEqual({ objectFit: 'cover', opacity: 0.5 });
    expect(withoutFillStyle({ position: 'relative' })).toEqual({ position: 'relative' });
    expect(withoutFillStyle(undefined)).toBeUndefined();
  });
});

import type { ReactNode } from 'react';
import { isOptimisable } from '@/features/ui/image-sources';
import { Picture } from '@/features/ui/picture';
import { initialsOf } from './format';
import styles from './astrologers.module.css';

/** `children`: drawn over the photo (the directory's live status dot, a client island) */
type Props = { name: string; src: string | null; size: number; isEager?: boolean; children?: ReactNode };

/**
 * The astrologer's round photo (initials without one); the directory draws its live status dot over it. The picture comes
 * from the image optimiser at the size it is drawn (1x and 2x), not the uploaded file: a directory page shows a dozen.
 */
export function AstrologerPhoto({ name, src, size, isEager, children }: Props) {
  const img = src ? ({ src, alt: '', width: size, height: size, loading: isEager ? 'eager' : 'lazy', decoding: 'async' } as const) : null;
  return (
    <span className={styles.photo} style={{ width: size, height: size }}>
      {img ? (
        // a picture from elsewhere (an address the optimiser refuses) is drawn as it is
        // eslint-disable-next-line @next/next/no-img-element
        isOptimisable(img.src) ? <Picture {...img} /> : <img {...img} />
      ) : (
        <span className={styles.initials} aria-hidden="true" style={{ fontSize: Math.round(size / 2.8) }}>
          {initialsOf(name)}
        </span>
      )}
      {children}
    </span>
  );
}

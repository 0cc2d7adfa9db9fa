import { Picture } from '@/features/ui/picture';
import { initialsOf, type Presence } from './format';
import styles from './astrologers.module.css';

/** What the image optimiser may read (next.config.ts images.localPatterns): our stored uploads and assets. */
const OPTIMISABLE = /^\/(upload|assets)\/[^?#]+$/;

type Props = { name: string; src: string | null; size: number; status?: Presence; isEager?: boolean };

/**
 * The astrologer's round photo (initials without one), with a coloured dot for the live status. The picture comes
 * from the image optimiser at the size it is drawn (1x and 2x), not the uploaded file: a directory page shows a dozen.
 */
export function AstrologerPhoto({ name, src, size, status, isEager }: Props) {
  return (
    <span className={styles.photo} style={{ width: size, height: size }}>
      {src ? (
        OPTIMISABLE.test(src) ? (
          <Picture src={src} alt="" width={size} height={size} loading={isEager ? 'eager' : 'lazy'} decoding="async" />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element
          <img src={src} alt="" width={size} height={size} loading={isEager ? 'eager' : 'lazy'} decoding="async" />
        )
      ) : (
        <span className={styles.initials} aria-hidden="true" style={{ fontSize: Math.round(size / 2.8) }}>
          {initialsOf(name)}
        </span>
      )}
      {status && <span className={styles.photoDot} data-status={status} aria-hidden="true" />}
    </span>
  );
}

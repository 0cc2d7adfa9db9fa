import { initialsOf, type Presence } from './format';
import styles from './astrologers.module.css';

type Props = { name: string; src: string | null; size: number; status?: Presence; isEager?: boolean };

/** The astrologer's round photo (initials without one), with a coloured dot for the live status. */
export function AstrologerPhoto({ name, src, size, status, isEager }: Props) {
  return (
    <span className={styles.photo} style={{ width: size, height: size }}>
      {src ? (
        <img src={src} alt="" width={size} height={size} loading={isEager ? 'eager' : 'lazy'} decoding="async" />
      ) : (
        <span className={styles.initials} aria-hidden="true" style={{ fontSize: Math.round(size / 2.8) }}>
          {initialsOf(name)}
        </span>
      )}
      {status && <span className={styles.photoDot} data-status={status} aria-hidden="true" />}
    </span>
  );
}

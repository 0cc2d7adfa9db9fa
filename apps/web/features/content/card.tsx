import { Picture } from '@/features/ui/picture';
import Link from 'next/link';
import type { ContentItem } from '@nakshatra/shared';
import styles from './content.module.css';

/**
 * Widths the card image takes at the house breakpoints (for next/image's srcset choice). Past 1,399 px the grid has
 * four or more columns in a container of at most 1,600 px, so a card is never wider than 400 px; saying so (rather
 * than an unbounded 25vw) lets the srcset stop at the width a 3× phone needs (features/ui/srcset.ts).
 */
export const cardImageSizes = '(max-width: 575px) 100vw, (max-width: 991px) 50vw, (max-width: 1399px) 33vw, 400px';

type Props = { item: ContentItem; href: string; meta?: string; isAboveFold?: boolean; headingLevel?: 'h2' | 'h3' };

/** A content card: picture, title (the link), summary and a line of meta. Pictures below the fold load lazily. */
export function ContentCard({ item, href, meta, isAboveFold = false, headingLevel = 'h2' }: Props) {
  const Heading = headingLevel;
  const image = typeof item.image === 'string' ? item.image : undefined;
  const summary = typeof item.summary === 'string' ? item.summary : undefined;
  return (
    <article className={styles.card}>
      {image && (
        <div className={styles.cardImage}>
          <Picture src={image} alt="" fill sizes={cardImageSizes} loading={isAboveFold ? 'eager' : 'lazy'} />
        </div>
      )}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <Link href={href} className={styles.cardLink}>
            {item.title}
          </Link>
        </Heading>
        {summary && <p className={styles.cardSummary}>{summary}</p>}
        {meta && <p className={styles.cardMeta}>{meta}</p>}
      </div>
    </article>
  );
}

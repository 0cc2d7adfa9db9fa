import Link from 'next/link';
import type { ConsultMode, PublicAstrologer } from '@nakshatra/shared';
import { format, type Locale } from '@/i18n';
import { experienceText, languageName, pricePerMinute, reviewCountText, skillName, type LiveStatus } from './format';
import { profilePath } from './directory-query';
import { astrologerMessages } from './messages';
import { AstrologerPhoto } from './astrologer-photo';
import { LiveCardActions, LiveDot } from './live-directory';
import styles from './astrologers.module.css';

type Props = { astrologer: PublicAstrologer; mode: ConsultMode; live: LiveStatus; lang: Locale; isAboveFold?: boolean };

/**
 * One astrologer in the directory: who, what, how much, live status for the page's mode, Chat/Call and the profile.
 * Drawn on the server; only the status dot, the status line and the Chat/Call button are client islands (they read
 * the live status from the page's LiveDirectory), so the browser neither downloads nor runs the rest of the card.
 */
export function AstrologerCard({ astrologer: a, mode, live, lang, isAboveFold }: Props) {
  const t = astrologerMessages[lang].card;
  const nameId = `astrologer-${a.id}-name`;
  return (
    <article className={styles.card} aria-labelledby={nameId} data-testid="astrologer-card">
      <div className={styles.cardTop}>
        <AstrologerPhoto name={a.name} src={a.photo_url} size={76} isEager={isAboveFold}>
          <LiveDot id={a.id} initial={live} />
        </AstrologerPhoto>
        <div className={styles.cardWho}>
          <h2 id={nameId} className={styles.cardName}>
            <Link href={profilePath(a.id)}>{a.name}</Link>
          </h2>
          <p className={styles.cardSkills}>
            <span className="visually-hidden">{t.skills}: </span>
            {a.skills.map((s) => skillName(s, lang)).join(', ')}
          </p>
          <p className={styles.cardLanguages}>
            <span className="visually-hidden">{t.languages}: </span>
            {a.languages.map((l) => languageName(l, lang)).join(', ')}
          </p>
        </div>
      </div>
      <dl className={styles.cardFacts}>
        <div>
          <dt>{t.experienceLabel}</dt>
          <dd>{experienceText(a.experience_years, lang)}</dd>
        </div>
        <div>
          <dt>{t.priceLabel}</dt>
          <dd className={styles.price} data-testid="price">
            {pricePerMinute(a.price_per_minute_paise, lang)}
          </dd>
        </div>
        <div>
          <dt>{t.ratingLabel}</dt>
          <dd>
            {a.rating === null ? (
              t.newAstrologer
            ) : (
              <>
                <span aria-hidden="true">★ </span>
                {a.rating.toFixed(1)} <span className={styles.muted}>({reviewCountText(a.review_count, lang)})</span>
              </>
            )}
          </dd>
        </div>
      </dl>
      <LiveCardActions astrologer={{ id: a.id, name: a.name, price_per_minute_paise: a.price_per_minute_paise }} mode={mode} initial={live}>
        <Link href={profilePath(a.id)} className={styles.secondaryButton} aria-label={format(t.profileOf, { name: a.name })}>
          {t.viewProfile}
        </Link>
      </LiveCardActions>
    </article>
  );
}

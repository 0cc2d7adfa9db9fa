'use client';

import Link from 'next/link';
import { memo } from 'react';
import type { ConsultMode, PublicAstrologer } from '@nakshatra/shared';
import { format, type Locale } from '@/i18n';
import { experienceText, languageName, pricePerMinute, reviewCountText, skillName, type LiveStatus } from './format';
import { profilePath } from './directory-query';
import { astrologerMessages } from './messages';
import { AstrologerPhoto } from './astrologer-photo';
import { StartSessionButton } from './start-session';
import { StatusBadge } from './status-badge';
import styles from './astrologers.module.css';

type Props = { astrologer: PublicAstrologer; mode: ConsultMode; live: LiveStatus; lang: Locale; isAboveFold?: boolean };

/** One astrologer in the directory: who, what, how much, live status for the page's mode, Chat/Call and the profile. */
function Card({ astrologer: a, mode, live, lang, isAboveFold }: Props) {
  const t = astrologerMessages[lang].card;
  const nameId = `astrologer-${a.id}-name`;
  return (
    <article className={styles.card} aria-labelledby={nameId} data-testid="astrologer-card">
      <div className={styles.cardTop}>
        <AstrologerPhoto name={a.name} src={a.photo_url} size={76} status={live.status} isEager={isAboveFold} />
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
      <StatusBadge live={live} lang={lang} />
      <div className={styles.cardActions}>
        <StartSessionButton astrologer={a} mode={mode} live={live} />
        <Link href={profilePath(a.id)} className={styles.secondaryButton} aria-label={format(t.profileOf, { name: a.name })}>
          {t.viewProfile}
        </Link>
      </div>
    </article>
  );
}

/**
 * A card renders again only when what it shows changed: the directory re-reads its page once the socket connects (a
 * cached render may be stale), and the astrologers that did not change keep their objects (useLiveAstrologers), so
 * on a page that was up to date nothing renders again, which kept the main thread busy for a few hundred milliseconds
 * right after the page became interactive.
 */
export const AstrologerCard = memo(Card, (before, after) =>
  before.astrologer === after.astrologer && before.mode === after.mode && before.lang === after.lang && before.isAboveFold === after.isAboveFold
  && before.live.status === after.live.status && before.live.waitMinutes === after.live.waitMinutes);

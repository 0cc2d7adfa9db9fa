import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/features/content/breadcrumbs';
import { JsonLd } from '@/features/content/json-ld';
import { noBuildTimeParams } from '@/features/content/static';
import { absoluteUrl, localizedUrl, pageMetadata } from '@/features/content/seo';
import { format, toLocale, type Locale } from '@/i18n';
import { AstrologerPhoto } from './astrologer-photo';
import { directoryPath, profilePath } from './directory-query';
import { durationText, experienceText, languageName, pricePerMinute, reviewCountText, skillName } from './format';
import { astrologerMessages } from './messages';
import { ProfileLive } from './profile-live';
import { ReviewsList } from './reviews-list';
import { getAstrologerProfile, getFirstReviews } from './server-api';
import type { AstrologerProfile } from './types';
import styles from './astrologers.module.css';

type Params = { params: Promise<{ lang: string; id: string }> };
const REVIEWS_PER_PAGE = 5;

function Stats({ profile, lang }: { profile: AstrologerProfile; lang: Locale }) {
  const t = astrologerMessages[lang].profile;
  const { sessions, median_first_reply_seconds: reply, repeat_customer_share: repeat } = profile.stats;
  const rows: [string, string][] = [
    [t.sessions, sessions > 0 ? sessions.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN') : t.new],
    [t.firstReply, reply === null ? t.new : durationText(reply, lang)],
    [t.repeat, repeat === null ? t.new : format(t.percent, { n: Math.round(repeat * 100) })],
  ];
  return (
    <section className={styles.profileSection} aria-labelledby="astrologer-stats">
      <h2 id="astrologer-stats">{t.stats}</h2>
      <dl className={styles.stats} data-testid="stats">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.hint}>{t.statsNote}</p>
    </section>
  );
}

async function ProfileView({ lang, id }: { lang: Locale; id: string }) {
  const t = astrologerMessages[lang];
  const profile = await getAstrologerProfile(id);
  if (profile === 'not_found') notFound();
  // static page: unavailable data throws (the error page with a retry; a failed regeneration keeps the last good copy)
  // instead of rendering a notice that the cache would keep
  if (profile === 'unavailable') throw new Error('The astrologer API could not be reached.');
  const reviews = await getFirstReviews(profile.id, REVIEWS_PER_PAGE);
  const path = profilePath(profile.id);
  return (
    <div className={`container page ${styles.profile}`}>
      <Breadcrumbs lang={lang} label={t.directory.pagination} crumbs={[{ name: t.directory.home, path: '/' }, { name: t.profile.astrologers, path: directoryPath('chat') }, { name: profile.name, path }]} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Person',
          name: profile.name,
          jobTitle: 'Astrologer',
          url: localizedUrl(path, lang),
          ...(profile.photo_url ? { image: absoluteUrl(profile.photo_url) } : {}),
          knowsLanguage: profile.languages,
          knowsAbout: profile.skills,
        }}
      />
      <section className={styles.profileHero} aria-labelledby="astrologer-name">
        <AstrologerPhoto name={profile.name} src={profile.photo_url} size={128} isEager />
        <div className={styles.profileWho}>
          <h1 id="astrologer-name">{profile.name}</h1>
          <p className={styles.cardSkills}>{profile.skills.map((s) => skillName(s, lang)).join(', ')}</p>
          <dl className={styles.cardFacts}>
            <div>
              <dt>{t.card.languages}</dt>
              <dd>{profile.languages.map((l) => languageName(l, lang)).join(', ')}</dd>
            </div>
            <div>
              <dt>{t.card.experienceLabel}</dt>
              <dd>{experienceText(profile.experience_years, lang)}</dd>
            </div>
            <div>
              <dt>{t.card.priceLabel}</dt>
              <dd className={styles.price} data-testid="price">
                {pricePerMinute(profile.price_per_minute_paise, lang)}
              </dd>
            </div>
            <div>
              <dt>{t.card.ratingLabel}</dt>
              <dd>{profile.rating === null ? t.card.newAstrologer : `★ ${profile.rating.toFixed(1)} (${reviewCountText(profile.review_count, lang)})`}</dd>
            </div>
          </dl>
        </div>
        <ProfileLive initial={profile} />
      </section>
      <section className={styles.profileSection} aria-labelledby="astrologer-about">
        <h2 id="astrologer-about">{t.profile.about}</h2>
        {lang === 'hi' && profile.biography_hi ? (
          <p className={styles.biography} data-testid="biography">
            {profile.biography_hi}
          </p>
        ) : (
          <>
            {lang === 'hi' && <p className={styles.biographyNote}>{t.profile.aboutInEnglish}</p>}
            <p className={styles.biography} data-testid="biography" lang={lang === 'hi' ? 'en' : undefined}>
              {profile.biography}
            </p>
          </>
        )}
      </section>
      <Stats profile={profile} lang={lang} />
      <section className={styles.profileSection} aria-labelledby="astrologer-reviews">
        <h2 id="astrologer-reviews">
          {t.profile.reviews} {reviews.total > 0 && <span className={styles.muted}>({reviews.total})</span>}
        </h2>
        <ReviewsList astrologerId={profile.id} initial={reviews} />
      </section>
    </div>
  );
}

/** The page module of /astrologers/[id]: a briefly cached render for everyone, live status and own state in the browser. */
export const profileRoute = {
  /** Static (ISR): each profile rendered at its first visit, regenerated after ASTROLOGERS_REVALIDATE_SECONDS. */
  generateStaticParams: noBuildTimeParams,
  async generateMetadata({ params }: Params): Promise<Metadata> {
    const { lang: raw, id } = await params;
    const lang = toLocale(raw);
    const t = astrologerMessages[lang];
    const profile = await getAstrologerProfile(id);
    if (typeof profile === 'string') return { title: t.profile.astrologers, robots: { index: false } };
    const description = format(t.profile.metaDescription, {
      name: profile.name,
      skills: profile.skills.map((s) => skillName(s, lang)).join(', '),
      years: profile.experience_years,
      languages: profile.languages.map((l) => languageName(l, lang)).join(', '),
      price: pricePerMinute(profile.price_per_minute_paise, lang).split('/')[0],
    });
    return pageMetadata({ lang, path: profilePath(profile.id), title: profile.name, description, image: profile.photo_url, type: 'website' });
  },
  async Page({ params }: Params) {
    const { lang, id } = await params;
    return <ProfileView lang={toLocale(lang)} id={id} />;
  },
};

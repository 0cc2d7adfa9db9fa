import { Picture } from '@/features/ui/picture';
import Link from 'next/link';
import type { ContentItem } from '@nakshatra/shared';
import { format, type Locale } from '@/i18n';
import { getHomeData } from '@/features/content/api';
import { ContentCard } from '@/features/content/card';
import { itemMeta } from '@/features/content/item-meta';
import { itemPath, pageTypes } from '@/features/content/types';
import { BannerCarousel, type Banner } from './banner-carousel';
import { homeMessages, signGlyphs, signs } from './messages';
import styles from './home.module.css';

const s = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

function Section({ id, title, href, seeAll, children }: { id: string; title: string; href?: string; seeAll: string; children: React.ReactNode }) {
  return (
    <section className={`container ${styles.section}`} aria-labelledby={id}>
      <div className={styles.sectionHead}>
        <h2 id={id}>{title}</h2>
        {href && (
          <Link href={href} aria-label={`${seeAll}: ${title}`}>
            {seeAll} →
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function Cards({ items, type, lang }: { items: ContentItem[]; type: keyof typeof pageTypes; lang: Locale }) {
  return (
    <ul className={styles.cards}>
      {items.map((item) => (
        <li key={item.id}>
          <ContentCard item={item} href={itemPath(pageTypes[type], item.slug)} meta={itemMeta(item, lang)} headingLevel="h3" />
        </li>
      ))}
    </ul>
  );
}

/** The home page: banners, services, the twelve signs, latest blogs, remedies, videos, testimonials and web stories (GET /todos). */
export async function HomePage({ lang }: { lang: Locale }) {
  const t = homeMessages[lang];
  // Unavailable data throws (the error page, with a retry) rather than rendering a notice: this page is static, and a
  // notice would be kept in the cache; a failed regeneration keeps serving the last good copy.
  const data = await getHomeData(lang);
  const list = (key: string) => data[key] ?? [];
  const banners: Banner[] = list('banners').map((b) => ({ id: b.id, title: b.title, summary: s(b.summary), image: s(b.image), href: s(b.href), cta: s(b.cta) }));

  return (
    <>
      {banners.length > 0 ? (
        <BannerCarousel
          banners={banners}
          // drawn here on the server: the carousel only switches between them
          pictures={banners.map((b, i) => (b.image ? <Picture key={b.id} src={b.image} alt="" fill sizes="100vw" preload={i === 0} loading={i === 0 ? undefined : 'lazy'} className={styles.slideImage} /> : null))}
          labels={{ carousel: t.carousel, slide: t.slide, previousSlide: t.previousSlide, nextSlide: t.nextSlide, goToSlide: t.goToSlide, pause: t.pause, play: t.play }}
        />
      ) : (
        <section className={styles.hero}>
          <div className="container">
            <h1 className={styles.heading}>{t.heading}</h1>
            <p className={styles.intro}>{t.intro}</p>
          </div>
        </section>
      )}

      {list('services').length > 0 && (
        <Section id="home-services" title={t.services} href="/services" seeAll={t.seeAll}>
          <ul className={styles.services}>
            {list('services').map((sv) => (
              <li key={sv.id}>
                <Link href={s(sv.href) ?? `/services/${sv.slug}`} className={styles.service}>
                  {s(sv.image) && <Picture src={s(sv.image)!} alt="" width={56} height={56} className={styles.serviceIcon} />}
                  <span className={styles.serviceTitle}>{sv.title}</span>
                  {s(sv.summary) && <span className={styles.serviceSummary}>{s(sv.summary)}</span>}
                  {s(sv.cta) && <span className={styles.serviceCta}>{s(sv.cta)} →</span>}
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Section id="home-signs" title={t.signs} href="/horoscope/daily" seeAll={t.seeAll}>
        <p className={styles.sectionIntro}>{t.signsIntro}</p>
        <ul className={styles.signs}>
          {signs.map((sign, i) => (
            <li key={sign}>
              <Link href={`/horoscope/daily/${sign}`} className={styles.sign}>
                <span className={styles.glyph} aria-hidden="true">
                  {signGlyphs[i]}
                </span>
                <span className={styles.signName}>{t.signNames[sign]}</span>
                <span className={styles.rashi}>{t.rashiNames[sign]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      {list('blog').length > 0 && (
        <Section id="home-blogs" title={t.latestBlogs} href="/blogs" seeAll={t.seeAll}>
          <Cards items={list('blog')} type="blog" lang={lang} />
        </Section>
      )}
      {list('remedies').length > 0 && (
        <Section id="home-remedies" title={t.remedies} href="/remedies" seeAll={t.seeAll}>
          <Cards items={list('remedies')} type="remedies" lang={lang} />
        </Section>
      )}
      {list('video').length > 0 && (
        <Section id="home-videos" title={t.videos} href="/videos" seeAll={t.seeAll}>
          <Cards items={list('video')} type="video" lang={lang} />
        </Section>
      )}
      {list('testimonial').length > 0 && (
        <Section id="home-testimonials" title={t.testimonials} seeAll={t.seeAll}>
          <ul className={styles.testimonials}>
            {list('testimonial').map((x) => {
              const rating = typeof x.rating === 'number' ? x.rating : 0;
              return (
                <li key={x.id}>
                  <figure className={styles.testimonial}>
                    <p className={styles.stars} role="img" aria-label={format(t.rating, { n: rating })}>
                      {'★'.repeat(rating)}
                      <span aria-hidden="true" className={styles.starsOff}>{'★'.repeat(5 - rating)}</span>
                    </p>
                    <blockquote>
                      <p>{s(x.summary) ?? x.title}</p>
                    </blockquote>
                    <figcaption>
                      <strong>{s(x.name)}</strong>
                      {s(x.city) && <span>, {s(x.city)}</span>}
                    </figcaption>
                  </figure>
                </li>
              );
            })}
          </ul>
        </Section>
      )}
      {list('story').length > 0 && (
        <Section id="home-stories" title={t.webStories} href="/stories" seeAll={t.seeAll}>
          <ul className={styles.stories}>
            {list('story').map((st) => (
              <li key={st.id}>
                <Link href={`/web-stories/${st.slug}`} className={styles.story}>
                  {s(st.image) && <Picture src={s(st.image)!} alt="" fill sizes="180px" />}
                  <span className={styles.storyTitle}>{st.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

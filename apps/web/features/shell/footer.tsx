import Link from 'next/link';
import type { Locale } from '@/i18n';
import { format } from '@/i18n/format';
import { getMessages } from '@/i18n/messages';
import { contactEmail } from './contact';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from '@/features/ui/icons';
import { NewsletterForm } from '@/features/content/newsletter-form';
import styles from './footer.module.css';

const social = [
  { name: 'Facebook', href: 'https://www.facebook.com/nakshatra.astro', Icon: FacebookIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/nakshatra.astro', Icon: InstagramIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/@nakshatra.astro', Icon: YouTubeIcon },
  { name: 'X', href: 'https://x.com/nakshatra_astro', Icon: XIcon },
];

/**
 * The site footer: every footer route of spec §2, social links, contact and the copyright line with the current year (the spec's 2024 was
 * the year it was written; pages are regenerated, so the year turns over with them). Drawn on the server: only its links and the
 * newsletter form are client components, and its messages are not in the dictionary the browser receives.
 */
export function Footer({ lang }: { lang: Locale }) {
  const t = getMessages(lang);
  const f = t.footer;
  const columns: { title: string; links: { href: string; text: string }[] }[] = [
    {
      title: f.explore,
      links: [
        { href: '/live-aarti-darshan', text: f.liveAartiDarshan },
        { href: '/live-temple-darshan', text: f.liveTempleDarshan },
        { href: '/horoscope', text: t.nav.horoscope },
        { href: '/blogs', text: t.nav.blogs },
        { href: '/audio-podcast', text: t.nav.audio },
      ],
    },
    {
      title: f.freeTools,
      links: [
        { href: '/panchang', text: f.panchang },
        { href: '/astrology-services/muhurta', text: f.muhurta },
        { href: '/astrology-services/kp-horary', text: f.kpHorary },
        { href: '/vrat', text: f.vrat },
        { href: '/festivals', text: f.festivals },
        { href: '/calculators', text: f.calculators },
        { href: '/numerology', text: f.numerology },
        { href: '/tarot', text: f.tarot },
      ],
    },
    {
      title: f.company,
      links: [
        { href: '/about-us', text: f.aboutUs },
        { href: '/astro-registration', text: f.joinAsAstrologer },
        { href: '/wallet', text: f.wallet },
        { href: '/recharge', text: f.recharge },
      ],
    },
    {
      title: f.help,
      links: [
        { href: '/support', text: f.customerSupport },
        { href: '/terms-and-conditions', text: f.terms },
        { href: '/privacy-policy', text: f.privacy },
        { href: '/refund-policy', text: f.refundPolicy },
      ],
    },
  ];

  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <img src="/assets/logo.svg" alt={t.site.name} width={160} height={36} className={styles.logo} />
          <p>{t.site.tagline}</p>
          <h2 className={styles.heading}>{f.followUs}</h2>
          <ul className={styles.social}>
            {social.map(({ name, href, Icon }) => (
              <li key={name}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${name} ${f.newTab}`}>
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((col) => (
          <nav key={col.title} aria-label={col.title}>
            <h2 className={styles.heading}>{col.title}</h2>
            <ul className={styles.links}>
              {col.links.map((l) => (
                <li key={l.href}>
                  <Link href={l.href}>{l.text}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className={styles.heading}>{f.contact}</h2>
          <address className={styles.address}>
            <span className={styles.label}>{f.addressLabel}</span>
            <span>{f.address}</span>
            <span className={styles.label}>{f.emailLabel}</span>
            <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
          </address>
        </div>
        <NewsletterForm />
      </div>
      <div className={styles.bottom}>
        <p className="container">
          {format(f.copyright, { year: String(new Date().getFullYear()) })}. {f.rights}
        </p>
      </div>
    </footer>
  );
}

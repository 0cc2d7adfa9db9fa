import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { format } from '@/i18n/format';
import { toLocale, type Locale } from '@/i18n';
import { getPeriodHoroscopes, getSignHoroscope, type Horoscope } from './api';
import { horoscopeMessages } from './messages';
import { isPeriod, PERIODS, todayIst, type PeriodType } from './periods';
import { SIGNS, signFromSlug, type Sign } from './signs';
import styles from './horoscope.module.css';

const GLYPH = ['♈', '♉', '♊', '♋', '♌', '♍', '♎', '♏', '♐', '♑', '♒', '♓'].map((g) => `${g}\uFE0E`);
const LORD_HI: Record<string, string> = { Sun: 'सूर्य', Moon: 'चंद्र', Mars: 'मंगल', Mercury: 'बुध', Jupiter: 'गुरु', Venus: 'शुक्र', Saturn: 'शनि' };
const loc = (lang: Locale) => (lang === 'hi' ? 'hi-IN' : 'en-IN');
const day = (d: string, lang: Locale, opts: Intl.DateTimeFormatOptions = { dateStyle: 'long' }) => new Intl.DateTimeFormat(loc(lang), { ...opts, timeZone: 'UTC' }).format(new Date(`${d}T12:00:00Z`));

/** "22 November 2026", "16 – 22 November 2026", "November 2026", "2026". */
export function periodLabel(type: PeriodType, p: { start: string; end: string }, lang: Locale): string {
  if (type === 'daily') return day(p.start, lang);
  if (type === 'weekly') return `${day(p.start, lang, { day: 'numeric', month: 'short' })} – ${day(p.end, lang)}`;
  if (type === 'monthly') return day(p.start, lang, { month: 'long', year: 'numeric' });
  return p.start.slice(0, 4);
}

const signLabel = (s: Sign, lang: Locale) => (lang === 'hi' ? s.hi : `${s.en} (${s.vedic})`);

function PeriodTabs({ lang, current, sign }: { lang: Locale; current?: PeriodType; sign?: Sign }) {
  const t = horoscopeMessages[lang];
  const short = { daily: t.dailyShort, weekly: t.weeklyShort, monthly: t.monthlyShort, yearly: t.yearlyShort };
  return (
    <nav aria-label={t.title}>
      <ul className={styles.tabs}>
        {PERIODS.map((p) => (
          <li key={p}>
            <Link className={styles.tab} href={`/horoscope/${p}${sign ? `/${sign.slug}` : ''}`} aria-current={p === current ? 'page' : undefined}>
              {sign ? short[p] : t[p]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SignGrid({ lang, type, exclude }: { lang: Locale; type: PeriodType; exclude?: number }) {
  return (
    <ul className={styles.signs}>
      {SIGNS.filter((s) => s.n !== exclude).map((s) => (
        <li key={s.slug}>
          <Link className={styles.signCard} href={`/horoscope/${type}/${s.slug}`} data-sign={s.slug}>
            <span className={styles.glyph} aria-hidden="true">{GLYPH[s.n - 1]}</span>
            <span className={styles.signName}>{lang === 'hi' ? s.hi : s.en}</span>
            <span className={styles.small}>{lang === 'hi' ? s.en : s.vedic}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

type LangParams = { params: Promise<{ lang: string }> };

export async function horoscopeIndexMetadata({ params }: LangParams): Promise<Metadata> {
  const t = horoscopeMessages[toLocale((await params).lang)];
  return { title: t.title, description: t.intro };
}

/** /horoscope: the signs and the four periods (no API call: static). */
export async function HoroscopeIndexPage({ params }: LangParams) {
  const lang = toLocale((await params).lang);
  const t = horoscopeMessages[lang];
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t.title}</h1>
      <p className={styles.lead}>{t.intro}</p>
      <PeriodTabs lang={lang} />
      <h2>{t.chooseSign}</h2>
      <SignGrid lang={lang} type="daily" />
      <p className={styles.note}>{t.moonSignNote} <Link href="/astrology-services/free-kundli">{t.kundliLink}</Link></p>
    </div>
  );
}

type PeriodParams = { params: Promise<{ lang: string; period: string }> };

export async function periodMetadata({ params }: PeriodParams): Promise<Metadata> {
  const { lang: raw, period } = await params;
  if (!isPeriod(period)) return {};
  const t = horoscopeMessages[toLocale(raw)];
  return { title: t[period], description: t.periodIntro[period] };
}

/** /horoscope/{daily|weekly|monthly|yearly}: the 12 signs' overviews for the current period (cached until it ends). */
export async function PeriodPage({ params }: PeriodParams) {
  const { lang: raw, period } = await params;
  if (!isPeriod(period)) notFound();
  const lang = toLocale(raw);
  const t = horoscopeMessages[lang];
  const data = await getPeriodHoroscopes(period, lang);
  const label = periodLabel(period, data.horoscopes[0].period, lang);
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t[period]}</h1>
      <p className={styles.lead}>{t.periodIntro[period]} <strong>{format(t.forPeriod, { period: label })}</strong></p>
      <PeriodTabs lang={lang} current={period} />
      <ul className={styles.list}>
        {data.horoscopes.map((h) => {
          const s = SIGNS[h.sign.number - 1];
          return (
            <li key={s.slug} className={styles.card} data-sign={s.slug}>
              <h2><span aria-hidden="true">{GLYPH[s.n - 1]} </span>{signLabel(s, lang)}</h2>
              <p>{h.sections.overview}</p>
              <p className={styles.why}>{t.why}{h.why}</p>
              <Link href={`/horoscope/${period}/${s.slug}`}>{format(t.readMore, { sign: lang === 'hi' ? s.hi : s.en })}</Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

type SignParams = { params: Promise<{ lang: string; period: string; sign: string }> };

export async function signMetadata({ params }: SignParams): Promise<Metadata> {
  const { lang: raw, period, sign: slug } = await params;
  const sign = signFromSlug(slug);
  if (!isPeriod(period) || !sign) return {};
  const lang = toLocale(raw);
  const t = horoscopeMessages[lang];
  return {
    title: format(t.signTitle, { sign: lang === 'hi' ? sign.hi : sign.en, period: t[period] }),
    alternates: { canonical: `/horoscope/${period}/${sign.slug}` },
  };
}

function Sections({ h, lang }: { h: Horoscope; lang: Locale }) {
  const t = horoscopeMessages[lang];
  const keys = ['love', 'career', 'money', 'health'] as const;
  return (
    <div className={styles.sections}>
      {keys.map((k) => (
        <section key={k} className={styles.card} aria-labelledby={`h-${k}`} data-section={k}>
          <h2 id={`h-${k}`}>{t[k]}</h2>
          <p>{h.sections[k]}</p>
        </section>
      ))}
    </div>
  );
}

/** /horoscope/{period}/{sign}: one sign (English slug, Vedic or Hindi name), cached until the period ends. */
export async function SignPage({ params }: SignParams) {
  const { lang: raw, period, sign: slug } = await params;
  const sign = signFromSlug(slug);
  if (!isPeriod(period) || !sign) notFound();
  const lang = toLocale(raw);
  const t = horoscopeMessages[lang];
  const h = await getSignHoroscope(period, sign.n, todayIst(), lang);
  const name = lang === 'hi' ? sign.hi : sign.en;
  return (
    <div className={`container ${styles.page}`}>
      <h1>
        <span aria-hidden="true">{GLYPH[sign.n - 1]} </span>
        {format(t.signTitle, { sign: name, period: t[period] })}
      </h1>
      <p className={styles.lead}>
        {format(t.forPeriod, { period: periodLabel(period, h.period, lang) })} · {lang === 'hi' ? `${sign.en} (${sign.vedic})` : `${sign.vedic} · ${sign.hi}`} · {format(t.ruledBy, { lord: lang === 'hi' ? LORD_HI[sign.lord] : sign.lord })}
        {h.isEdited && <> · <span className={styles.badge}>{t.edited}</span></>}
      </p>
      <PeriodTabs lang={lang} current={period} sign={sign} />
      <section className={styles.card} aria-labelledby="h-overview" data-section="overview">
        <h2 id="h-overview">{t.overview}</h2>
        <p>{h.sections.overview}</p>
        <p className={styles.why} data-testid="horoscope-why">{t.why}{h.why}</p>
      </section>
      <Sections h={h} lang={lang} />
      <section className={styles.card} aria-labelledby="h-lucky">
        <h2 id="h-lucky">{t.lucky}</h2>
        <dl className={styles.lucky}>
          <div><dt>{t.luckyNumber}</dt><dd data-testid="lucky-number">{h.lucky.number}</dd></div>
          <div><dt>{t.luckyColour}</dt><dd>{h.lucky.colour}</dd></div>
          <div><dt>{t.luckyTime}</dt><dd>{h.lucky.time}</dd></div>
        </dl>
      </section>
      <h2>{t.otherSigns}</h2>
      <SignGrid lang={lang} type={period} exclude={sign.n} />
    </div>
  );
}

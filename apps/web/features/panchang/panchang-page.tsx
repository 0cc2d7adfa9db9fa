import type { Metadata } from 'next';
import Link from 'next/link';
import { format } from '@/i18n/format';
import { toLocale, type Locale } from '@/i18n';
import { fmtTime, pick } from '@/features/kundli/format';
import { CityPicker } from './city-picker';
import { chosenPlaceId, getPanchang, placeName, todayIn, type Panchang } from './api';
import { panchangMessages } from './messages';
import kstyles from '@/features/kundli/kundli.module.css';
import styles from './panchang.module.css';
import { isoToIndianDate, parseIndianDate } from '@/features/ui/dates';

type Props = { params: Promise<{ lang: string }>; searchParams: Promise<{ date?: string; place?: string }> };

export async function panchangMetadata({ params }: { params: Promise<{ lang: string }> }): Promise<Metadata> {
  const t = panchangMessages[toLocale((await params).lang)];
  return { title: t.title, description: t.intro };
}

const isRealDate = (s: string | undefined): s is string => !!s && /^\d{4}-\d{2}-\d{2}$/.test(s) && new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) === s && s >= '1900-01-01' && s <= '2100-12-31';
const shift = (date: string, days: number) => { const d = new Date(`${date}T00:00:00Z`); d.setUTCDate(d.getUTCDate() + days); return d.toISOString().slice(0, 10); };

function Times({ p, lang }: { p: Panchang; lang: Locale }) {
  const t = panchangMessages[lang];
  const z = p.place.zone;
  const tm = (iso: string | null) => fmtTime(iso, lang, z);
  const span = (s: Panchang['rahuKaal']) => (s ? `${tm(s.start)} – ${tm(s.end)}` : '—');
  const limb = (l: { name: { en: string; hi: string }; ends: string | null } | null) => (l ? `${pick(l.name, lang)}${l.ends ? `, ${format(t.until, { time: fmtTimeOrDay(l.ends, p.date, lang, z) })}` : ''}` : '—');
  return (
    <div className={kstyles.cards}>
      <section className={kstyles.card} aria-labelledby="limbs-title">
        <h2 id="limbs-title">{t.limbs}</h2>
        <dl className={kstyles.dl}>
          <dt>{t.weekday}</dt><dd>{pick(p.weekday, lang)}</dd>
          <dt>{t.tithi}</dt><dd data-testid="tithi">{limb(p.tithi)}</dd>
          <dt>{t.nakshatra}</dt><dd data-testid="nakshatra">{limb(p.nakshatra)}</dd>
          <dt>{t.yoga}</dt><dd>{limb(p.yoga)}</dd>
          <dt>{t.karana}</dt><dd>{limb(p.karana)}</dd>
          <dt>{t.month}</dt><dd>{pick(p.month.amanta.name, lang)} / {pick(p.month.purnimanta.name, lang)}</dd>
          <dt>{t.samvat}</dt><dd>{p.samvat.vikram} / {p.samvat.shaka}</dd>
        </dl>
      </section>
      <section className={kstyles.card} aria-labelledby="sun-title">
        <h2 id="sun-title">{t.sunMoon}</h2>
        <dl className={kstyles.dl}>
          <dt>{t.sunrise}</dt><dd data-testid="sunrise">{tm(p.sunrise)}</dd>
          <dt>{t.sunset}</dt><dd>{tm(p.sunset)}</dd>
          <dt>{t.moonrise}</dt><dd>{tm(p.moonrise)}</dd>
          <dt>{t.moonset}</dt><dd>{tm(p.moonset)}</dd>
        </dl>
      </section>
      <section className={kstyles.card} aria-labelledby="kaal-title">
        <h2 id="kaal-title">{t.timings}</h2>
        <dl className={kstyles.dl}>
          <dt>{t.rahuKaal}</dt><dd className={styles.bad} data-testid="rahu-kaal">{span(p.rahuKaal)}</dd>
          <dt>{t.gulika}</dt><dd className={styles.bad}>{span(p.gulikaKaal)}</dd>
          <dt>{t.yamaganda}</dt><dd className={styles.bad}>{span(p.yamaganda)}</dd>
          <dt>{t.abhijit}</dt><dd className={styles.good}>{span(p.abhijit)}</dd>
        </dl>
      </section>
    </div>
  );
}

/** "14:10", or "23 Nov, 02:37" when the limb ends on a later day. */
function fmtTimeOrDay(iso: string, date: string, lang: Locale, zone: string): string {
  const sameDay = todayIn(zone, new Date(iso)) === date;
  if (sameDay) return fmtTime(iso, lang, zone);
  return new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: zone }).format(new Date(iso));
}

function Choghadiya({ p, lang }: { p: Panchang; lang: Locale }) {
  const t = panchangMessages[lang];
  if (!p.choghadiya) return null;
  const z = p.place.zone;
  const table = (label: string, rows: NonNullable<Panchang['choghadiya']>['day']) => (
    <div className={kstyles.tableWrap}>
      <table className={kstyles.table}>
        <caption className="visually-hidden">{`${t.choghadiya}: ${label}`}</caption>
        <thead><tr><th scope="col">{label}</th><th scope="col">{t.choghadiya}</th></tr></thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.start}>
              <td>{fmtTime(c.start, lang, z)} – {fmtTime(c.end, lang, z)}</td>
              <td className={styles[c.nature]}>{pick(c.name, lang)} ({t[c.nature]})</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  return (
    <section className={kstyles.section} aria-labelledby="chogha-title">
      <h2 id="chogha-title">{t.choghadiya}</h2>
      <div className={kstyles.cards}>
        {table(t.day, p.choghadiya.day)}
        {table(t.night, p.choghadiya.night)}
      </div>
    </section>
  );
}

/**
 * /panchang: the day's panchang for the visitor's city (?place= or the remembered cookie, New Delhi by default) and
 * date (?date=, default today there). Rendered per request; the API reads are cached a day.
 */
export async function PanchangPage({ params, searchParams }: Props) {
  const lang = toLocale((await params).lang);
  const t = panchangMessages[lang];
  const raw = await searchParams;
  // the date form sends day/month/year as typed; links carry ISO dates
  const q = { ...raw, date: raw.date === undefined ? undefined : parseIndianDate(raw.date) };
  const placeId = await chosenPlaceId(q.place);
  const badDate = q.date !== undefined && !isRealDate(q.date);
  // today at the place: ask for the day with the place's zone (a first read without a date gives the zone)
  let p: Panchang;
  try {
    p = await getPanchang(placeId, isRealDate(q.date) ? q.date : todayIn('Asia/Kolkata'));
    if (!isRealDate(q.date) && p.place.zone !== 'Asia/Kolkata') p = await getPanchang(placeId, todayIn(p.place.zone));
  } catch {
    return (
      <div className={`container ${kstyles.page}`}>
        <h1>{t.title}</h1>
        <p role="alert">{t.unavailable}</p>
      </div>
    );
  }
  const today = todayIn(p.place.zone);
  const dateLabel = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${p.date}T12:00:00Z`));
  const href = (date: string) => `/panchang?date=${date}${q.place ? `&place=${placeId}` : ''}`;
  return (
    <div className={`container ${kstyles.page}`}>
      <h1>{t.title}</h1>
      <p className={kstyles.lead}>{t.intro}</p>
      {badDate && <p role="alert" className={kstyles.alert}>{t.invalidDate}</p>}
      <p style={{ fontSize: '1.15rem' }} data-testid="panchang-for"><strong>{format(t.forPlace, { date: dateLabel, place: placeName(p.place, lang) })}</strong></p>
      <div className={styles.bar}>
        <nav className={styles.nav} aria-label={t.pickDate}>
          <Link href={href(shift(p.date, -1))} rel="prev">← {t.prevDay}</Link>
          {p.date !== today && <Link href={href(today)}>{t.today}</Link>}
          <Link href={href(shift(p.date, 1))} rel="next">{t.nextDay} →</Link>
          <form action="/panchang" method="get">
            <label htmlFor="panchang-date" className="visually-hidden">{t.pickDate}</label>
            <input id="panchang-date" type="text" inputMode="numeric" name="date" maxLength={10} placeholder={lang === 'hi' ? 'दिन/माह/वर्ष' : 'DD/MM/YYYY'} defaultValue={isoToIndianDate(p.date)} />
            {q.place && <input type="hidden" name="place" value={placeId} />}
            <button type="submit">{t.go}</button>
          </form>
        </nav>
        <CityPicker />
      </div>
      {p.polar && <p className={kstyles.note}>{t.polar}</p>}
      <Times p={p} lang={lang} />
      <Choghadiya p={p} lang={lang} />
    </div>
  );
}

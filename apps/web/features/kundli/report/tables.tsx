import { format } from '@/i18n/format';
import { signName } from '@/features/horoscope/signs';
import { fmtDate, fmtDateTime, fmtDeg, pick } from '../format';
import { GRAHAS, grahaName } from '../names';
import type { KundliMessages } from '../messages';
import type { KundliReport, YogaOrDosha } from '../types';
import styles from '../kundli.module.css';

type P = { r: KundliReport; lang: 'en' | 'hi'; t: KundliMessages };

export function BirthAndPanchang({ r, lang, t }: P) {
  const zone = r.input.place.zone;
  const place = r.input.place;
  const placeText = [lang === 'hi' && place.nameHi ? place.nameHi : place.name, place.state, place.country].filter(Boolean).join(', ');
  const limb = (l: { name: { en: string; hi: string }; ends: string }) => `${pick(l.name, lang)} (${format(t.ends, { time: fmtDateTime(l.ends, lang, zone) })})`;
  return (
    <div className={styles.cards}>
      <section className={styles.card} aria-labelledby="birth-title">
        <h2 id="birth-title">{t.birthDetails}</h2>
        <dl className={styles.dl}>
          <dt>{t.name}</dt><dd>{r.input.name}</dd>
          <dt>{t.date}</dt><dd>{fmtDate(r.input.date, lang)}</dd>
          <dt>{t.time}</dt><dd>{r.input.time}</dd>
          <dt>{t.weekday}</dt><dd>{pick(r.birth.weekday, lang)}</dd>
          <dt>{t.place}</dt><dd>{placeText}</dd>
          <dt>{t.latLon}</dt><dd>{place.lat.toFixed(4)}, {place.lon.toFixed(4)} ({place.zone})</dd>
          <dt>{t.offset}</dt><dd>{r.birth.utcOffset}</dd>
          <dt>{t.utc}</dt><dd>{r.birth.utc.replace('T', ' ').replace('Z', ' UTC')}</dd>
          <dt>{t.ayanamsaValue}</dt><dd>{r.input.ayanamsa} {fmtDeg(r.birth.ayanamsaDeg)}</dd>
        </dl>
        {r.birth.isAmbiguousLocalTime && <p className={styles.note}>{t.ambiguous}</p>}
      </section>
      <section className={styles.card} aria-labelledby="birth-panchang-title">
        <h2 id="birth-panchang-title">{t.panchangAtBirth}</h2>
        <dl className={styles.dl}>
          <dt>{t.tithi}</dt><dd>{limb(r.panchang.tithi)}</dd>
          <dt>{t.nakshatra}</dt><dd>{limb(r.panchang.nakshatra)}</dd>
          <dt>{t.yoga}</dt><dd>{limb(r.panchang.yoga)}</dd>
          <dt>{t.karana}</dt><dd>{limb(r.panchang.karana)}</dd>
          <dt>{t.sunrise}</dt><dd>{fmtDateTime(r.panchang.sunrise, lang, zone)}</dd>
          <dt>{t.sunset}</dt><dd>{fmtDateTime(r.panchang.sunset, lang, zone)}</dd>
          <dt>{t.moonrise}</dt><dd>{fmtDateTime(r.panchang.moonrise, lang, zone)}</dd>
          <dt>{t.month}</dt><dd>{pick(r.panchang.month.amanta, lang)} / {pick(r.panchang.month.purnimanta, lang)}</dd>
          <dt>{t.samvat}</dt><dd>{r.panchang.samvat.vikram} / {r.panchang.samvat.shaka}</dd>
        </dl>
      </section>
    </div>
  );
}

export function Avakahada({ r, lang, t }: P) {
  const a = r.avakahada;
  const rows: Array<[string, string]> = [
    [t.ascendant, `${pick(a.ascendant.rashiName, lang)} ${fmtDeg(a.ascendant.degInRashi)}`],
    [t.moonSign, pick(a.moon.rashiName, lang)],
    [t.nakshatra, `${pick(a.moon.nakshatraName, lang)} (${t.pada} ${a.moon.pada})`],
    [t.signLord, grahaName(a.rashiLord, lang)],
    [t.nakshatraLord, grahaName(a.nakshatraLord, lang)],
    [t.varna, pick(a.varna.name, lang)],
    [t.vashya, pick(a.vashya.name, lang)],
    [t.yoni, pick(a.yoni.name, lang)],
    [t.gana, pick(a.gana.name, lang)],
    [t.nadi, pick(a.nadi.name, lang)],
    [t.tatva, pick(a.tatva, lang)],
    [t.paya, pick(a.paya.name, lang)],
    [t.yunja, pick(a.yunja.name, lang)],
    [t.namakshar, pick(a.namakshar, lang)],
    [t.syllables, a.namakshar.nakshatraSyllables.map((s) => pick(s, lang)).join(', ')],
  ];
  return (
    <section className={`${styles.section} ${styles.card}`} aria-labelledby="avakahada-title">
      <h2 id="avakahada-title">{t.avakahada}</h2>
      <dl className={styles.dl}>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}><dt>{k}</dt><dd>{v}</dd></div>
        ))}
      </dl>
    </section>
  );
}

export function PlanetsTable({ r, lang, t }: P) {
  const asc = r.ascendant;
  return (
    <section className={styles.section} aria-labelledby="planets-title">
      <h2 id="planets-title">{t.planets}</h2>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.planets}>
        <table className={styles.table} data-testid="planets-table">
          <thead>
            <tr>
              <th scope="col">{t.planet}</th><th scope="col">{t.sign}</th><th scope="col">{t.degree}</th><th scope="col">{t.nakshatra}</th><th scope="col">{t.pada}</th>
              <th scope="col">{t.lords}</th><th scope="col">{t.house}</th><th scope="col">{t.dignity}</th><th scope="col">{t.retrograde}</th><th scope="col">{t.combust}</th>
            </tr>
          </thead>
          <tbody>
            <tr data-planet="Lagna" data-sign={asc.rashi}>
              <th scope="row">{grahaName('Lagna', lang)}</th>
              <td>{pick(asc.rashiName, lang)}</td><td>{fmtDeg(asc.degInRashi)}</td><td>{pick(asc.nakshatraName, lang)}</td><td>{asc.pada}</td>
              <td>{grahaName(asc.rashiLord, lang)} / {grahaName(asc.nakshatraLord, lang)}</td><td>1</td><td>—</td><td>—</td><td>—</td>
            </tr>
            {r.planets.map((p) => (
              <tr key={p.graha} data-planet={p.graha} data-sign={p.rashi} data-house={p.house} data-nakshatra={p.nakshatra} data-pada={p.pada}>
                <th scope="row">{pick(p.name, lang)}</th>
                <td>{pick(p.rashiName, lang)}</td>
                <td data-col="degree">{fmtDeg(p.degInRashi)}</td>
                <td>{pick(p.nakshatraName, lang)}</td>
                <td>{p.pada}</td>
                <td>{pick(p.rashiLord, lang)} / {pick(p.nakshatraLord, lang)}</td>
                <td>{p.house}</td>
                <td>{lang === 'hi' ? p.dignity.hi : p.dignity.en}</td>
                <td>{p.retrograde ? t.yes : t.no}</td>
                <td>{p.combust ? t.yes : t.no}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function Ashtakavarga({ r, lang, t }: P) {
  const signs = Array.from({ length: 12 }, (_, i) => i + 1);
  const planets = GRAHAS.filter((g) => r.ashtakavarga.bhinna[g]);
  return (
    <section className={styles.section} aria-labelledby="av-title">
      <h2 id="av-title">{t.ashtakavarga}</h2>
      <p className={styles.muted}>{format(t.ashtakavargaIntro, { total: r.ashtakavarga.sarvaTotal })}</p>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.ashtakavarga}>
        <table className={styles.table}>
          <thead>
            <tr><th scope="col">{t.planet}</th>{signs.map((s) => <th key={s} scope="col" title={signName(s, lang)}>{s}</th>)}<th scope="col">{t.total}</th></tr>
          </thead>
          <tbody>
            {planets.map((g) => (
              <tr key={g}><th scope="row">{grahaName(g, lang)}</th>{r.ashtakavarga.bhinna[g].bindus.map((b, i) => <td key={i}>{b}</td>)}<td>{r.ashtakavarga.bhinna[g].total}</td></tr>
            ))}
            <tr className={styles.currentRow}>
              <th scope="row">{t.sarva}</th>{r.ashtakavarga.sarva.map((b, i) => <td key={i}>{b}</td>)}<td>{r.ashtakavarga.sarvaTotal}</td>
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}

function status(d: YogaOrDosha, t: KundliMessages) {
  if (!d.present) return <span className={styles.badgeGood}>{t.absent}</span>;
  if (d.cancelled) return <span className={styles.badgeMid}>{t.cancelled}</span>;
  return <span className={styles.badgeBad}>{t.present}</span>;
}

const PHASE_HI: Record<string, string> = { rising: 'आरोही (पहला)', peak: 'शिखर (दूसरा)', setting: 'अवरोही (तीसरा)' };
const DHAIYA_HI: Record<string, string> = { kantaka: 'कंटक (चौथा भाव)', ashtama: 'अष्टम' };

export function Doshas({ r, lang, t }: P) {
  const { manglik, kaalSarp, sadeSati } = r.doshas;
  const cur = sadeSati.current;
  return (
    <section className={styles.section} aria-labelledby="doshas-title">
      <h2 id="doshas-title">{t.doshas}</h2>
      <div className={styles.cards}>
        {([[t.manglik, manglik], [t.kaalSarp, kaalSarp]] as const).map(([name, d]) => (
          <article key={name} className={styles.card} data-dosha={d.key}>
            <h3>{name} {status(d, t)}</h3>
            <p lang="en">{d.reason}</p>
            {d.cancelled && d.cancellationReasons && d.cancellationReasons.length > 0 && <p lang="en">{format(t.cancelledBy, { reasons: d.cancellationReasons.join(' ') })}</p>}
          </article>
        ))}
        <article className={styles.card} data-dosha="sade_sati">
          <h3>{t.sadeSati} {cur.active ? <span className={styles.badgeBad}>{t.present}</span> : <span className={styles.badgeGood}>{t.absent}</span>}</h3>
          <p>{cur.active ? format(t.sadeSatiActive, { phase: lang === 'hi' ? PHASE_HI[cur.phase ?? ''] ?? cur.phase ?? '' : cur.phase ?? '' }) : t.sadeSatiNot}</p>
          {cur.dhaiya && <p>{format(t.dhaiyaNow, { kind: lang === 'hi' ? DHAIYA_HI[cur.dhaiya] ?? cur.dhaiya : cur.dhaiya, house: cur.saturnHouseFromMoon })}</p>}
          <details>
            <summary>{t.sadeSatiPeriods}</summary>
            <ul>
              {sadeSati.periods.map((p) => (
                <li key={p.start} className={p.isCurrent ? styles.currentRow : undefined}>{fmtDate(p.start, lang)} – {fmtDate(p.end, lang)}</li>
              ))}
            </ul>
          </details>
        </article>
      </div>
      {lang === 'hi' && <p className={styles.muted}>{t.reasonsEnglish}</p>}
    </section>
  );
}

export function Yogas({ r, lang, t }: P) {
  const present = r.yogas.filter((y) => y.present);
  const absent = r.yogas.filter((y) => !y.present);
  const title = (y: YogaOrDosha) => (lang === 'hi' && y.nameHi ? y.nameHi : y.name);
  return (
    <section className={styles.section} aria-labelledby="yogas-title">
      <h2 id="yogas-title">{t.yogas}</h2>
      <h3>{t.yogasPresent}</h3>
      <ul className={styles.list}>
        {present.map((y) => (
          <li key={y.key} className={styles.card} data-yoga={y.key}>
            <strong>{title(y)}</strong> {status(y, t)}
            <p lang="en" style={{ margin: '6px 0 0' }}>{y.reason}</p>
          </li>
        ))}
      </ul>
      <details>
        <summary>{t.yogasAbsent} ({absent.length})</summary>
        <ul>
          {absent.map((y) => <li key={y.key}><strong>{title(y)}</strong>: <span lang="en">{y.reason}</span></li>)}
        </ul>
      </details>
    </section>
  );
}

export function Kp({ r, lang, t }: P) {
  const names = (gs: string[]) => gs.map((g) => grahaName(g, lang)).join(', ') || '—';
  return (
    <section className={styles.section} aria-labelledby="kp-title">
      <h2 id="kp-title">{t.kp}</h2>
      <h3>{t.kpCusps}</h3>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.kpCusps}>
        <table className={styles.table}>
          <thead><tr><th scope="col">{t.cusp}</th><th scope="col">{t.sign}</th><th scope="col">{t.degree}</th><th scope="col">{t.starLord}</th><th scope="col">{t.subLord}</th><th scope="col">{t.subSubLord}</th></tr></thead>
          <tbody>
            {r.kp.cusps.map((c) => (
              <tr key={c.house}><th scope="row">{c.house}</th><td>{signName(Math.floor(c.lon / 30) + 1, lang)}</td><td>{fmtDeg(c.lon % 30)}</td><td>{grahaName(c.starLord, lang)}</td><td>{grahaName(c.subLord, lang)}</td><td>{grahaName(c.subSubLord, lang)}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t.kpSignificators}</h3>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.kpSignificators}>
        <table className={styles.table}>
          <thead><tr><th scope="col">{t.planet}</th><th scope="col">{t.starLord}</th><th scope="col">{t.subLord}</th><th scope="col">{t.occupies}</th><th scope="col">{t.signifies}</th></tr></thead>
          <tbody>
            {r.kp.planets.map((p) => (
              <tr key={p.planet}><th scope="row">{grahaName(p.planet, lang)}</th><td>{grahaName(p.starLord, lang)}</td><td>{grahaName(p.subLord, lang)}</td><td>{p.occupies}</td><td>{p.houses.join(', ')}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t.kpHouses}</h3>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.kpHouses}>
        <table className={styles.table}>
          <thead><tr><th scope="col">{t.house}</th><th scope="col">A</th><th scope="col">B</th><th scope="col">C</th><th scope="col">D</th></tr></thead>
          <tbody>
            {r.kp.houses.map((h) => (
              <tr key={h.house}><th scope="row">{h.house}</th><td>{names(h.a)}</td><td>{names(h.b)}</td><td>{names(h.c)}</td><td>{names(h.d)}</td></tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

export function Sensitivity({ r, lang, t }: P) {
  const s = r.sensitivity;
  const row = (label: string, c: KundliReport['sensitivity']['lagna']) => (
    <tr key={label}>
      <th scope="row">{label}</th>
      <td>{c.minutesEarlier === null ? t.never : format(t.minutesEarlier, { minutes: c.minutesEarlier })}</td>
      <td>{c.minutesLater === null ? t.never : format(t.minutesLater, { minutes: c.minutesLater })}</td>
    </tr>
  );
  return (
    <section className={styles.section} aria-labelledby="sensitivity-title">
      <h2 id="sensitivity-title">{t.sensitivity}</h2>
      <p className={styles.note} data-testid="sensitivity-note">{pick(s.note, lang)}</p>
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t.sensitivity}>
        <table className={styles.table}>
          <tbody>
            {row(t.sensitivityLagna, s.lagna)}
            {row(t.sensitivityNavamsa, s.navamsaLagna)}
            {row(t.sensitivityMoon, s.moonNakshatra)}
          </tbody>
        </table>
      </div>
    </section>
  );
}

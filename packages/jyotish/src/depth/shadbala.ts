/**
 * Shadbala: the six-fold strength of the seven grahas (BPHS ch. 27; B.V. Raman, "Graha and Bhava Balas"), in virupas
 * (60 virupas = 1 rupa), with every component, the classical minimum, the ratio, and ishta/kashta phala.
 *
 * Conventions, stated because sources and programs differ:
 * - Sthana bala = uchcha + saptavargaja + ojayugma + kendradi + drekkana.
 *   - Uchcha: the distance from the deep debilitation point, ÷ 3 (60 at deep exaltation).
 *   - Saptavargaja over D1, D2 (Parashara hora), D3, D7, D9, D12, D30: moolatrikona sign 45 (rasi chart only), own sign
 *     30, otherwise by the compound relation with the sign's lord (temporary part from the rasi chart): great friend
 *     22.5, friend 15, neutral 7.5, enemy 3.75, great enemy 1.875.
 *   - Ojayugma: 15 each in the rasi and the navamsa for an odd sign (even for the Moon and Venus).
 *   - Kendradi: 60 in a kendra, 30 in a panaphara, 15 in an apoklima (signs counted from the lagna).
 *   - Drekkana: 15 for a male graha (Sun, Mars, Jupiter) in the first decanate, a neuter one (Mercury, Saturn) in the
 *     second, a female one (Moon, Venus) in the third.
 * - Dig bala: the distance from the graha's powerless point ÷ 3, the points being the middles of equal houses
 *   from the ascendant: the 4th for the Sun and Mars, the 10th for the Moon and Venus, the 7th for Mercury and Jupiter,
 *   the 1st for Saturn.
 * - Kaala bala = nathonnata + paksha + tribhaga + abda + masa + vara + hora + ayana + yuddha.
 *   - Nathonnata: hours from apparent midnight (the Sun's hour angle) × 5 for the Sun, Jupiter and Venus; 60 minus
 *     that for the Moon, Mars and Saturn; Mercury always 60.
 *   - Paksha: the Moon's elongation from the Sun (folded to 180°) ÷ 3 for benefics, 60 minus that for malefics, the
 *     Moon's doubled. Jupiter and Venus are benefics, the Sun, Mars and Saturn malefics, the Moon a benefic while
 *     waxing, Mercury a malefic only when more malefics than benefics share its sign (on a tie, the nearer one decides).
 *   - Tribhaga: Jupiter always 60; the thirds of the day give 60 to Mercury, the Sun, Saturn, those of the night to the
 *     Moon, Venus, Mars (sunrise and sunset of the upper limb with refraction; in polar day or night the day runs
 *     06:00–18:00 local time).
 *   - Abda, masa, vara, hora: 15, 30, 45, 60 to the lords of the weekday that began the current 360-day year and
 *     30-day month counted from the Kali epoch (a Friday, 18 February 3102 BCE), of the weekday (from sunrise), and of
 *     the hour (hours of 60 minutes from sunrise, in the order Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon).
 *   - Ayana: (24° + kranti) × 1.25, the kranti from the sayana longitude with an obliquity of 24° (the classical
 *     table), counted positive when north for the Sun, Mars, Jupiter and Venus, when south for the Moon and Saturn, and
 *     always for Mercury; the Sun's doubled.
 *   - Yuddha: only when two of Mars…Saturn are within 1° of longitude: the difference of their sthana, dig and kaala
 *     (to hora) totals divided by the difference of their disc diameters goes to the stronger and from the weaker.
 * - Chesta bala for Mars…Saturn: the chesta kendra, the shighrocha less the mean of the true and the mean longitude,
 *   folded to 180°, ÷ 3 (mean longitudes of date from Meeus's mean elements). The Sun and Moon have none here: their
 *   motion is already counted by the doubled ayana and paksha bala.
 * - Naisargika: Sun 60, Moon 51.43, Venus 42.86, Jupiter 34.29, Mercury 25.71, Mars 17.14, Saturn 8.57.
 * - Drik bala: (aspects received from benefics − from malefics) ÷ 4, each aspect by Raman's angular formula with the
 *   special aspects of Mars (4th, 8th), Jupiter (5th, 9th) and Saturn (3rd, 10th).
 * - Minimums (rupas): Sun 5, Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5.
 * - Ishta phala = √(uchcha × chesta), kashta phala = √((60 − uchcha)(60 − chesta)); for the Sun and the Moon the
 *   chesta used there is their single ayana and paksha bala (BPHS).
 */
import { Body, Equator, MakeTime, Observer, SiderealTime } from 'astronomy-engine';
import type { BirthChart } from '../astro/chart.js';
import { J2000 } from '../astro/julian.js';
import type { Graha } from '../astro/positions.js';
import { localPartsFromJd } from '../astro/time-zone.js';
import { nextRiseSet } from '../panchang/sun-moon-events.js';
import { vargaSign } from '../vedic/divisional.js';
import { EXALTATION, MOOLATRIKONA, naturalRelation, OWN_SIGNS } from '../vedic/grahas.js';
import { RASHI_LORDS } from '../vedic/rashis.js';

export const SHADBALA_GRAHAS = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const;
export type SaptaGraha = (typeof SHADBALA_GRAHAS)[number];
type PerGraha = Record<SaptaGraha, number>;

export const REQUIRED_RUPAS: Readonly<PerGraha> = { Sun: 5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5 };
export const NAISARGIKA: Readonly<PerGraha> = { Sun: 60, Moon: 51.43, Mars: 17.14, Mercury: 25.71, Jupiter: 34.29, Venus: 42.86, Saturn: 8.57 };

const SAPTAVARGAJA_BY_COMPOUND = [1.875, 3.75, 7.5, 15, 22.5]; // great enemy … great friend
const POWERLESS_HOUSE: Readonly<PerGraha> = { Sun: 4, Moon: 10, Mars: 4, Mercury: 7, Jupiter: 7, Venus: 10, Saturn: 1 };
const DISC_DIAMETER: Readonly<Partial<PerGraha>> = { Mars: 9.4, Mercury: 6.6, Jupiter: 190.4, Venus: 16.6, Saturn: 158 };
const WEEKDAY_LORD: readonly SaptaGraha[] = ['Sun', 'Moon', 'Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'];
const HORA_ORDER: readonly SaptaGraha[] = ['Saturn', 'Jupiter', 'Mars', 'Sun', 'Venus', 'Mercury', 'Moon'];
const KALI_EPOCH_DAY = 588466; // civil day number (floor(JD + 0.5)) of 18 Feb 3102 BCE, a Friday

const norm = (x: number) => ((x % 360) + 360) % 360;
const fold = (x: number) => { const d = norm(x); return d > 180 ? 360 - d : d; };
const signOf = (lon: number) => Math.floor(norm(lon) / 30);
const r2 = (x: number) => Math.round(x * 100) / 100;
const perGraha = (f: (g: SaptaGraha) => number): PerGraha => Object.fromEntries(SHADBALA_GRAHAS.map((g) => [g, f(g)])) as PerGraha;

function compound(of: SaptaGraha, towards: SaptaGraha, rasi: PerGraha): number {
  const offset = (rasi[towards] - rasi[of] + 12) % 12;
  const temporary = [1, 2, 3, 9, 10, 11].includes(offset) ? 1 : -1;
  const natural = { friend: 1, neutral: 0, enemy: -1 }[naturalRelation(of, towards)];
  return natural + temporary + 2;
}

/** Raman's drishti value (virupas) of an aspect at angle `a` = aspected − aspecting, with the special aspects. */
export function drishtiValue(aspecting: SaptaGraha, a: number): number {
  const d = norm(a);
  if (d < 30) return 0;
  if (d < 60) return (d - 30) / 2;
  if (d < 90) return d - 45 + (aspecting === 'Saturn' ? 45 : 0);
  if (d < 120) return (120 - d) / 2 + 30 + (aspecting === 'Mars' ? 15 : 0);
  if (d < 150) return 150 - d + (aspecting === 'Jupiter' ? 30 : 0);
  if (d < 180) return 2 * (d - 150);
  if (d < 300) {
    let v = (300 - d) / 2;
    if (aspecting === 'Mars' && d >= 210 && d < 240) v += 15;
    if (aspecting === 'Jupiter' && d >= 240 && d < 270) v += 30;
    if (aspecting === 'Saturn' && d >= 270) v += 45;
    return v;
  }
  return 0;
}

/** Mean tropical longitudes of date (Meeus, mean elements): the Sun and the heliocentric planets. */
function meanLongitudes(jdUt: number): Record<'Sun' | 'Mars' | 'Mercury' | 'Jupiter' | 'Venus' | 'Saturn', number> {
  const t = (jdUt - J2000) / 36525;
  return {
    Sun: norm(280.466457 + 36000.7698278 * t),
    Mercury: norm(252.250906 + 149474.0722491 * t),
    Venus: norm(181.979801 + 58519.2130302 * t),
    Mars: norm(355.433 + 19141.6964471 * t),
    Jupiter: norm(34.351519 + 3036.3027748 * t),
    Saturn: norm(50.077444 + 1223.5110686 * t),
  };
}

type DayFrame = { sunrise: number; sunset: number; nextSunrise: number; isDay: boolean; varaLord: SaptaGraha; hoursSinceSunrise: number };

/** The Hindu day containing `jd`: the sunrise that began it, its sunset and the next sunrise. */
export function dayFrame(chart: BirthChart): DayFrame {
  const jd = chart.ut.jdUt;
  const { lat, lon, timeZone } = chart.input;
  let sunrise: number | null = null;
  for (let start = jd - 1.2; ; ) {
    const r = nextRiseSet('Sun', 1, start, lat, lon, 1.2);
    if (r === null || r > jd) break;
    sunrise = r;
    start = r + 0.01;
  }
  const sunset = sunrise !== null ? nextRiseSet('Sun', -1, sunrise, lat, lon, 1) : null;
  const nextSunrise = sunset !== null ? nextRiseSet('Sun', 1, sunset, lat, lon, 1) : null;
  let frame: Omit<DayFrame, 'varaLord' | 'hoursSinceSunrise'>;
  if (sunrise !== null && sunset !== null && nextSunrise !== null) frame = { sunrise, sunset, nextSunrise, isDay: jd < sunset };
  else {
    // polar day or night: a conventional 06:00–18:00 day in local time
    const p = localPartsFromJd(jd, timeZone);
    const localHours = p.hour + p.minute / 60 + p.second / 3600;
    const six = jd + (6 - localHours) / 24;
    const rise = localHours >= 6 ? six : six - 1;
    frame = { sunrise: rise, sunset: rise + 0.5, nextSunrise: rise + 1, isDay: jd < rise + 0.5 };
  }
  const p = localPartsFromJd(frame.sunrise + 0.01, timeZone);
  return { ...frame, varaLord: WEEKDAY_LORD[p.weekday]!, hoursSinceSunrise: (jd - frame.sunrise) * 24 };
}

export type ShadbalaRow = {
  sthana: number; dig: number; kaala: number; chesta: number; naisargika: number; drik: number;
  totalVirupa: number; totalRupa: number; requiredRupa: number; ratio: number; strong: boolean;
  ishtaPhala: number; kashtaPhala: number;
};
export type ShadbalaParts = Record<
  'uchcha' | 'saptavargaja' | 'ojayugma' | 'kendra' | 'drekkana' | 'nathonnatha' | 'paksha' | 'tribhaga' | 'abda' | 'masa' | 'vaara' | 'hora' | 'ayana' | 'yuddha',
  PerGraha
>;
export type Shadbala = { grahas: Record<SaptaGraha, ShadbalaRow>; parts: ShadbalaParts; benefics: SaptaGraha[]; malefics: SaptaGraha[]; strongest: SaptaGraha; weakest: SaptaGraha };

export function shadbala(chart: BirthChart): Shadbala {
  const lon = perGraha((g) => chart.planets[g].lon);
  const rasi = perGraha((g) => signOf(lon[g]));
  const ascSign = signOf(chart.ascendant.lon);
  const deg = (g: SaptaGraha) => lon[g] - rasi[g] * 30;

  // --- sthana
  const uchcha = perGraha((g) => fold(lon[g] - ((EXALTATION[g].sign - 1) * 30 + EXALTATION[g].deg + 180)) / 3);
  const saptavargaja = perGraha((g) => {
    let sum = 0;
    for (const n of [1, 2, 3, 7, 9, 12, 30]) {
      const s = vargaSign(lon[g], n) - 1;
      if (n === 1 && s === MOOLATRIKONA[g]!.sign - 1) sum += 45;
      else if (OWN_SIGNS[g].includes((s + 1) as never)) sum += 30;
      else sum += SAPTAVARGAJA_BY_COMPOUND[compound(g, RASHI_LORDS[s] as SaptaGraha, rasi)]!;
    }
    return sum;
  });
  const ojayugma = perGraha((g) => {
    const wantsEven = g === 'Moon' || g === 'Venus';
    const ok = (s: number) => (s % 2 === 1) === wantsEven; // sign index 0 = Aries (odd)
    return (ok(rasi[g]) ? 15 : 0) + (ok(vargaSign(lon[g], 9) - 1) ? 15 : 0);
  });
  const kendra = perGraha((g) => [60, 30, 15][((rasi[g] - ascSign + 12) % 12) % 3]!);
  const drekkana = perGraha((g) => {
    const third = Math.min(2, Math.floor(deg(g) / 10));
    const wanted = ['Sun', 'Mars', 'Jupiter'].includes(g) ? 0 : ['Mercury', 'Saturn'].includes(g) ? 1 : 2;
    return third === wanted ? 15 : 0;
  });

  // --- dig
  const powerlessPoint = (house: number) => (house === 1 ? chart.ascendant.lon : house === 7 ? chart.ascendant.lon + 180 : house === 10 ? chart.mc.lon : chart.mc.lon + 180);
  const dig = perGraha((g) => fold(lon[g] - powerlessPoint(POWERLESS_HOUSE[g])) / 3);

  // --- benefics and malefics (paksha and drik)
  const elongation = norm(lon.Moon - lon.Sun);
  const waxing = elongation < 180;
  const benefics: SaptaGraha[] = ['Jupiter', 'Venus'];
  const malefics: SaptaGraha[] = ['Sun', 'Mars', 'Saturn'];
  (waxing ? benefics : malefics).push('Moon');
  const withMercury = (list: SaptaGraha[]) => list.filter((g) => g !== 'Mercury' && rasi[g] === rasi.Mercury);
  const mb = withMercury(benefics);
  const mm = withMercury(malefics);
  let mercuryMalefic = mm.length > mb.length;
  if (mm.length > 0 && mm.length === mb.length) {
    const nearest = [...mb, ...mm].sort((a, b) => fold(lon[a] - lon.Mercury) - fold(lon[b] - lon.Mercury))[0]!;
    mercuryMalefic = mm.includes(nearest);
  }
  (mercuryMalefic ? malefics : benefics).push('Mercury');

  // --- kaala
  const time = MakeTime(chart.ut.jdUt - J2000);
  const sunEq = Equator(Body.Sun, time, new Observer(chart.input.lat, chart.input.lon, 0), true, true);
  let hourAngle = (SiderealTime(time) + chart.input.lon / 15 - sunEq.ra) % 24;
  if (hourAngle < -12) hourAngle += 24;
  if (hourAngle >= 12) hourAngle -= 24;
  const fromMidnight = 12 - Math.abs(hourAngle);
  const nathonnatha = perGraha((g) => (g === 'Mercury' ? 60 : ['Sun', 'Jupiter', 'Venus'].includes(g) ? 5 * fromMidnight : 60 - 5 * fromMidnight));
  const pb = fold(elongation) / 3;
  const paksha = perGraha((g) => (benefics.includes(g) ? pb : 60 - pb) * (g === 'Moon' ? 2 : 1));
  const day = dayFrame(chart);
  const third = day.isDay
    ? Math.min(2, Math.floor((3 * (chart.ut.jdUt - day.sunrise)) / (day.sunset - day.sunrise)))
    : Math.min(2, Math.floor((3 * (chart.ut.jdUt - day.sunset)) / (day.nextSunrise - day.sunset)));
  const tribhagaLord = (day.isDay ? ['Mercury', 'Sun', 'Saturn'] : ['Moon', 'Venus', 'Mars'])[third] as SaptaGraha;
  const tribhaga = perGraha((g) => (g === 'Jupiter' || g === tribhagaLord ? 60 : 0));
  const dayNumber = Math.floor(day.sunrise + 0.5 + localPartsFromJd(day.sunrise, chart.input.timeZone).offsetSeconds / 86400);
  const ahargana = dayNumber - KALI_EPOCH_DAY;
  const weekdayOfDay = (n: number) => (((n + 1) % 7) + 7) % 7; // 0 = Sunday
  const abdaLord = WEEKDAY_LORD[weekdayOfDay(KALI_EPOCH_DAY + 360 * Math.floor(ahargana / 360))]!;
  const masaLord = WEEKDAY_LORD[weekdayOfDay(KALI_EPOCH_DAY + 30 * Math.floor(ahargana / 30))]!;
  const horaLord = HORA_ORDER[(HORA_ORDER.indexOf(day.varaLord) + Math.floor(day.hoursSinceSunrise)) % 7]!;
  const abda = perGraha((g) => (g === abdaLord ? 15 : 0));
  const masa = perGraha((g) => (g === masaLord ? 30 : 0));
  const vaara = perGraha((g) => (g === day.varaLord ? 45 : 0));
  const hora = perGraha((g) => (g === horaLord ? 60 : 0));
  const ayana = perGraha((g) => {
    const sayana = norm(lon[g] + chart.ayanamsa);
    const kranti = (Math.asin(Math.sin((24 * Math.PI) / 180) * Math.sin((sayana * Math.PI) / 180)) * 180) / Math.PI;
    const signed = g === 'Mercury' ? Math.abs(kranti) : g === 'Moon' || g === 'Saturn' ? -kranti : kranti;
    return (24 + signed) * 1.25 * (g === 'Sun' ? 2 : 1);
  });
  const sthanaOf = (g: SaptaGraha) => uchcha[g] + saptavargaja[g] + ojayugma[g] + kendra[g] + drekkana[g];
  const beforeYuddha = (g: SaptaGraha) => sthanaOf(g) + dig[g] + nathonnatha[g] + paksha[g] + tribhaga[g] + abda[g] + masa[g] + vaara[g] + hora[g];
  const yuddha = perGraha(() => 0);
  const warriors = (['Mars', 'Mercury', 'Jupiter', 'Venus', 'Saturn'] as const);
  for (let i = 0; i < warriors.length; i++) {
    for (let j = i + 1; j < warriors.length; j++) {
      const a = warriors[i]!;
      const b = warriors[j]!;
      if (fold(lon[a] - lon[b]) >= 1) continue;
      const diff = Math.abs(beforeYuddha(a) - beforeYuddha(b)) / Math.abs(DISC_DIAMETER[a]! - DISC_DIAMETER[b]!);
      const [winner, loser] = beforeYuddha(a) >= beforeYuddha(b) ? [a, b] : [b, a];
      yuddha[winner] += diff;
      yuddha[loser] -= diff;
    }
  }

  // --- chesta
  const mean = meanLongitudes(chart.ut.jdUt);
  const ayanamsa = chart.ayanamsa;
  const chesta = perGraha((g) => {
    if (g === 'Sun' || g === 'Moon') return 0;
    const sunMean = norm(mean.Sun - ayanamsa);
    const own = norm(mean[g] - ayanamsa);
    const inner = g === 'Mercury' || g === 'Venus';
    const madhya = inner ? sunMean : own;
    const shighrocha = inner ? own : sunMean;
    const towardsTrue = ((lon[g] - madhya + 540) % 360) - 180; // signed, (−180, 180]
    const average = norm(madhya + towardsTrue / 2);
    return fold(shighrocha - average) / 3;
  });

  // --- drik
  const drik = perGraha((aspected) => {
    let sum = 0;
    for (const by of SHADBALA_GRAHAS) {
      if (by === aspected) continue;
      const v = drishtiValue(by, lon[aspected] - lon[by]);
      if (benefics.includes(by)) sum += v;
      else sum -= v;
    }
    return sum / 4;
  });

  const parts: ShadbalaParts = { uchcha, saptavargaja, ojayugma, kendra, drekkana, nathonnatha, paksha, tribhaga, abda, masa, vaara, hora, ayana, yuddha };
  for (const p of Object.values(parts)) for (const g of SHADBALA_GRAHAS) p[g] = r2(p[g]);
  const grahas = {} as Record<SaptaGraha, ShadbalaRow>;
  for (const g of SHADBALA_GRAHAS) {
    const sthana = sthanaOf(g);
    const kaala = beforeYuddha(g) - sthana - dig[g] + ayana[g] + yuddha[g];
    const totalVirupa = sthana + dig[g] + kaala + chesta[g] + NAISARGIKA[g] + drik[g];
    const totalRupa = totalVirupa / 60;
    const chestaForPhala = g === 'Sun' ? ayana.Sun / 2 : g === 'Moon' ? paksha.Moon / 2 : chesta[g];
    grahas[g] = {
      sthana: r2(sthana), dig: r2(dig[g]), kaala: r2(kaala), chesta: r2(chesta[g]), naisargika: NAISARGIKA[g], drik: r2(drik[g]),
      totalVirupa: r2(totalVirupa), totalRupa: r2(totalRupa), requiredRupa: REQUIRED_RUPAS[g], ratio: r2(totalRupa / REQUIRED_RUPAS[g]),
      strong: totalRupa >= REQUIRED_RUPAS[g],
      ishtaPhala: r2(Math.sqrt(Math.max(0, uchcha[g] * Math.min(60, chestaForPhala)))),
      kashtaPhala: r2(Math.sqrt(Math.max(0, (60 - uchcha[g]) * (60 - Math.min(60, chestaForPhala))))),
    };
  }
  const byRatio = [...SHADBALA_GRAHAS].sort((a, b) => grahas[b].ratio - grahas[a].ratio);
  return { grahas, parts, benefics, malefics, strongest: byRatio[0]!, weakest: byRatio[6]! };
}

/** The `shadbala` key of the depth JSON (depth.md shape), with the parts under `shadbala_parts`. */
export function shadbalaDepthJson(chart: BirthChart, s: Shadbala = shadbala(chart)) {
  return {
    shadbala: Object.fromEntries(SHADBALA_GRAHAS.map((g) => {
      const r = s.grahas[g];
      return [g, { sthana: r.sthana, dig: r.dig, kaala: r.kaala, chesta: r.chesta, naisargika: r.naisargika, drik: r.drik, total_virupa: r.totalVirupa, total_rupa: r.totalRupa, required_rupa: r.requiredRupa, ratio: r.ratio, ishta_phala: r.ishtaPhala, kashta_phala: r.kashtaPhala }];
    })),
    shadbala_parts: s.parts,
  };
}

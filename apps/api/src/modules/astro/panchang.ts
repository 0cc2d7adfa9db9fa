/** The day's panchang for a place, and vrat/festival dates, with names in English and Hindi. */
import {
  amavasyas, ekadashis, festivals, formatLocalIso, karanaName, panchangDay, pradoshVrats, purnimas, sankrantis, vedic,
  YOGA_NAMES, type DatedEvent, type Moment, type PanchangDay,
} from '@nakshatra/jyotish';
import type { Bilingual } from '@nakshatra/shared';
import { withEngine, type ResolvedPlace } from './birth.js';
import { RASHIS_EN, RASHIS_HI, VAAR_HI, WEEKDAY_EN, YOGA_HI, choghadiyaHi, karanaHi, monthHi, pakshaHi, tithiHi } from './names.js';

/** Today's date at a place (its own zone). */
export function todayAt(zone: string, now: Date): string {
  return formatLocalIso((now.getTime() / 86400_000) + 2440587.5, zone).slice(0, 10);
}

const t = (m: Moment | null) => m?.local ?? null;
const interval = (i: { start: Moment; end: Moment } | null) => (i ? { start: i.start.local, end: i.end.local } : null);

export type PanchangReport = ReturnType<typeof panchangReport>;

/** Sunrise, sunset, moonrise; tithi, nakshatra, yoga, karana with end times; kaals, Abhijit, choghadiya; month and samvat. */
export function panchangReport(date: string, place: ResolvedPlace) {
  const p: PanchangDay = withEngine(() => panchangDay({ date, lat: place.lat, lon: place.lon, timeZone: place.zone }));
  const a = p.atSunrise;
  return {
    date, place,
    weekday: { en: WEEKDAY_EN[p.vaar.number], hi: VAAR_HI[p.vaar.number], vaar: p.vaar.name },
    sunrise: t(p.sunrise), sunset: t(p.sunset), moonrise: t(p.moonrise), moonset: t(p.moonset), polar: p.polar,
    tithi: a ? { number: a.tithi.number, name: { en: `${a.tithi.paksha} ${a.tithi.name}`, hi: `${pakshaHi(a.tithi.number)} ${tithiHi(a.tithi.number)}` }, paksha: a.tithi.paksha, ends: t(a.tithi.ends) } : null,
    nakshatra: a ? { number: a.nakshatra.number, name: vedic.nakshatraInfo(a.nakshatra.number).name, pada: a.nakshatra.pada, ends: t(a.nakshatra.ends) } : null,
    yoga: a ? { number: a.yoga.number, name: { en: YOGA_NAMES[a.yoga.number - 1], hi: YOGA_HI[a.yoga.number - 1] }, ends: t(a.yoga.ends) } : null,
    karana: a ? { number: a.karana.number, name: { en: karanaName(a.karana.number), hi: karanaHi(karanaName(a.karana.number)) }, ends: t(a.karana.ends) } : null,
    rahuKaal: interval(p.rahuKaal), gulikaKaal: interval(p.gulikaKaal), yamaganda: interval(p.yamaganda), abhijit: interval(p.abhijit),
    choghadiya: p.choghadiya ? {
      day: p.choghadiya.day.map((c) => ({ name: { en: c.name, hi: choghadiyaHi(c.name) }, nature: c.nature, start: c.start.local, end: c.end.local })),
      night: p.choghadiya.night.map((c) => ({ name: { en: c.name, hi: choghadiyaHi(c.name) }, nature: c.nature, start: c.start.local, end: c.end.local })),
    } : null,
    month: {
      amanta: { ...p.month.amanta, name: { en: p.month.amanta.name, hi: monthHi(p.month.amanta.name) } },
      purnimanta: { ...p.month.purnimanta, name: { en: p.month.purnimanta.name, hi: monthHi(p.month.purnimanta.name) } },
    },
    samvat: p.samvat,
  };
}

const FESTIVAL_HI: Record<string, string> = {
  ugadi: 'चैत्र नवरात्रि आरंभ / उगादि / गुड़ी पड़वा', 'ram-navami': 'राम नवमी', 'hanuman-jayanti': 'हनुमान जयंती', 'akshaya-tritiya': 'अक्षय तृतीया',
  'buddha-purnima': 'बुद्ध पूर्णिमा', 'guru-purnima': 'गुरु पूर्णिमा', 'nag-panchami': 'नाग पंचमी', 'raksha-bandhan': 'रक्षा बंधन', janmashtami: 'कृष्ण जन्माष्टमी',
  'ganesh-chaturthi': 'गणेश चतुर्थी', 'sharad-navratri': 'शारदीय नवरात्रि आरंभ', dussehra: 'दशहरा (विजयादशमी)', 'karwa-chauth': 'करवा चौथ', dhanteras: 'धनतेरस',
  diwali: 'दीपावली (लक्ष्मी पूजा)', 'govardhan-puja': 'गोवर्धन पूजा', 'bhai-dooj': 'भाई दूज', chhath: 'छठ पूजा', 'dev-uthani-ekadashi': 'देवउठनी एकादशी',
  'kartik-purnima': 'कार्तिक पूर्णिमा', 'vasant-panchami': 'वसंत पंचमी', 'maha-shivaratri': 'महाशिवरात्रि', 'holika-dahan': 'होलिका दहन', holi: 'होली',
};

export type CalendarEvent = { date: string; key: string; kind: 'vrat' | 'festival'; name: Bilingual; tithi?: number; month?: Bilingual; isKshaya?: boolean; moment?: string; contentSlug: string };

function hindiName(e: DatedEvent): string {
  const month = e.month ? ` (${monthHi(e.month)})` : '';
  switch (e.key) {
    case 'ekadashi': return `${pakshaHi(e.tithi ?? 11)} एकादशी${month}`;
    case 'purnima': return `पूर्णिमा${month}`;
    case 'amavasya': return `अमावस्या${month}`;
    case 'pradosh': return `${pakshaHi(e.tithi ?? 13)} प्रदोष व्रत${month}`;
    case 'sankranti': {
      const i = RASHIS_EN.findIndex((r) => e.name.startsWith(r));
      return i >= 0 ? `${RASHIS_HI[i]} संक्रांति` : 'संक्रांति';
    }
    default: return FESTIVAL_HI[e.key] ?? e.name;
  }
}

/** CMS slugs the web shows beside a date: the vrat or festival article of that name, when one exists. */
const SLUG: Record<string, string> = { ekadashi: 'ekadashi-vrat', purnima: 'purnima-vrat', amavasya: 'amavasya', pradosh: 'pradosh-vrat', sankranti: 'sankranti' };

function present(e: DatedEvent, kind: 'vrat' | 'festival'): CalendarEvent {
  return {
    date: e.date, key: e.key, kind, name: { en: e.name, hi: hindiName(e) },
    ...(e.tithi ? { tithi: e.tithi } : {}),
    ...(e.month ? { month: { en: e.month, hi: monthHi(e.month) } } : {}),
    ...(e.isKshaya ? { isKshaya: true } : {}),
    ...(e.moment ? { moment: e.moment.local } : {}),
    contentSlug: SLUG[e.key] ?? e.key,
  };
}

/** Ekadashi, Purnima, Amavasya, Pradosh and Sankranti dates at a place, in date order. */
export function vratDates(from: string, to: string, place: ResolvedPlace): CalendarEvent[] {
  const input = { from, to, lat: place.lat, lon: place.lon, timeZone: place.zone };
  const all = withEngine(() => [...ekadashis(input), ...purnimas(input), ...amavasyas(input), ...pradoshVrats(input), ...sankrantis(input)]);
  return all.map((e) => present(e, 'vrat')).sort((a, b) => a.date.localeCompare(b.date) || a.key.localeCompare(b.key));
}

/** The major festivals at a place, in date order. */
export function festivalDates(from: string, to: string, place: ResolvedPlace): CalendarEvent[] {
  return withEngine(() => festivals({ from, to, lat: place.lat, lon: place.lon, timeZone: place.zone })).map((e) => present(e, 'festival'))
    .sort((a, b) => a.date.localeCompare(b.date));
}

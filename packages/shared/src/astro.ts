/**
 * Contracts of the astrology tools (issue 7): kundli, matching, horoscopes, panchang, calculators, tarot.
 * Request schemas validate on both sides; every message is an English sentence whose Hindi twin lives in
 * `ASTRO_MESSAGES` under the same key (the API returns the key as `error.details.key`).
 */
import { z } from 'zod';

/** Every validation sentence of the astrology tools, in English and Hindi. */
export const ASTRO_MESSAGES = {
  name_required: { en: 'Please enter a name.', hi: 'कृपया नाम लिखें।' },
  name_too_long: { en: 'The name is too long (at most 80 characters).', hi: 'नाम बहुत लंबा है (अधिकतम 80 अक्षर)।' },
  gender_invalid: { en: 'Please choose male, female or other as the gender.', hi: 'कृपया लिंग चुनें: पुरुष, स्त्री या अन्य।' },
  date_format: { en: 'Please enter the birth date as day/month/year, for example 14/05/1990.', hi: 'कृपया जन्म तिथि दिन/माह/वर्ष रूप में लिखें, जैसे 14/05/1990।' },
  date_invalid: { en: 'That date does not exist; please check the day and month.', hi: 'यह तिथि मौजूद नहीं है; कृपया दिन और महीना जाँचें।' },
  year_out_of_range: { en: 'Please enter a year between 1000 and 3000.', hi: 'कृपया 1000 से 3000 के बीच का वर्ष लिखें।' },
  time_format: { en: 'Please enter the birth time as HH:MM or HH:MM:SS (24-hour clock).', hi: 'कृपया जन्म समय HH:MM या HH:MM:SS (24 घंटे) रूप में लिखें।' },
  time_nonexistent: { en: 'That clock time did not happen at this place (the clocks jumped forward); please check the time.', hi: 'इस स्थान पर यह समय घड़ी में आया ही नहीं (घड़ियाँ आगे हुई थीं); कृपया समय जाँचें।' },
  place_required: { en: 'Please choose the birth place from the suggestions, or give latitude, longitude and time zone.', hi: 'कृपया सुझावों में से जन्म स्थान चुनें, या अक्षांश, देशांतर और समय क्षेत्र दें।' },
  place_unknown: { en: 'We could not find that birth place; please choose it again from the suggestions.', hi: 'यह जन्म स्थान नहीं मिला; कृपया सुझावों में से फिर चुनें।' },
  lat_range: { en: 'Latitude must be between -90 and 90 degrees.', hi: 'अक्षांश -90 से 90 अंश के बीच होना चाहिए।' },
  lon_range: { en: 'Longitude must be between -180 and 180 degrees.', hi: 'देशांतर -180 से 180 अंश के बीच होना चाहिए।' },
  zone_unknown: { en: 'Unknown time zone; use a name like Asia/Kolkata.', hi: 'अज्ञात समय क्षेत्र; Asia/Kolkata जैसा नाम दें।' },
  ayanamsa_invalid: { en: 'Ayanamsa must be lahiri, kp or raman.', hi: 'अयनांश lahiri, kp या raman होना चाहिए।' },
  node_invalid: { en: 'Node type must be mean or true.', hi: 'राहु-केतु का प्रकार mean या true होना चाहिए।' },
  lang_invalid: { en: 'Language must be en (English) or hi (Hindi).', hi: 'भाषा en (अंग्रेज़ी) या hi (हिंदी) होनी चाहिए।' },
  chart_style_invalid: { en: 'Chart style must be north or south.', hi: 'कुंडली शैली north या south होनी चाहिए।' },
  match_needs_two: { en: 'Please give the birth details (or a saved kundli) of both the boy and the girl.', hi: 'कृपया लड़के और लड़की दोनों का जन्म विवरण (या सहेजी कुंडली) दें।' },
  kundli_id_invalid: { en: 'That saved kundli id is not valid.', hi: 'सहेजी गई कुंडली की आईडी सही नहीं है।' },
  horoscope_type_invalid: { en: 'Horoscope type must be daily, weekly, monthly or yearly.', hi: 'राशिफल का प्रकार daily, weekly, monthly या yearly होना चाहिए।' },
  sign_invalid: { en: 'Sign must be a number from 1 (Aries) to 12 (Pisces) or a sign name such as aries or mesha.', hi: 'राशि 1 (मेष) से 12 (मीन) तक की संख्या या aries, mesha जैसा नाम होनी चाहिए।' },
  horoscope_date_format: { en: 'Date must be written as YYYY-MM-DD.', hi: 'तिथि YYYY-MM-DD रूप में होनी चाहिए।' },
  horoscope_date_invalid: { en: 'That date does not exist; please check the day and month.', hi: 'यह तिथि मौजूद नहीं है; कृपया दिन और महीना जाँचें।' },
  horoscope_date_range: { en: 'Horoscopes are available for the years 1900 to 2100.', hi: 'राशिफल 1900 से 2100 तक के वर्षों के लिए उपलब्ध हैं।' },
  week_invalid: { en: 'Week must be an ISO week number from 1 to 52 (53 in years that have one).', hi: 'सप्ताह 1 से 52 (जिस वर्ष में हो, 53) तक की ISO सप्ताह संख्या होना चाहिए।' },
  year_invalid: { en: 'Year must be a four-digit year between 1900 and 2100.', hi: 'वर्ष 1900 से 2100 के बीच चार अंकों का होना चाहिए।' },
  horoscope_text_required: { en: 'Each section of the horoscope needs some text.', hi: 'राशिफल के हर भाग में कुछ पाठ चाहिए।' },
  range_invalid: { en: 'The end date must be on or after the start date, at most 400 days later.', hi: 'अंतिम तिथि आरंभ तिथि के बाद (अधिकतम 400 दिन) होनी चाहिए।' },
  horary_number_invalid: { en: 'A KP horary number is a whole number from 1 to 249.', hi: 'केपी प्रश्न संख्या 1 से 249 तक की पूर्ण संख्या होती है।' },
  horary_polar: { en: 'KP horary needs Placidus cusps, which do not exist beyond 66° of latitude.', hi: 'केपी प्रश्न के लिए प्लेसिडस भाव चाहिए, जो 66° अक्षांश से आगे नहीं होते।' },
  horary_at_invalid: { en: 'The moment must be an ISO date-time with its offset, like 2027-02-11T10:30:00+05:30.', hi: 'समय ISO रूप में ऑफ़सेट के साथ होना चाहिए, जैसे 2027-02-11T10:30:00+05:30।' },
  muhurta_event_invalid: { en: 'Choose an event: marriage, griha pravesh, vehicle, business, naming or mundan.', hi: 'कोई कार्य चुनें: विवाह, गृह प्रवेश, वाहन, व्यापार, नामकरण या मुंडन।' },
  muhurta_range_invalid: { en: 'The end date must be on or after the start date, and a search covers at most 92 days.', hi: 'अंतिम तिथि आरंभ तिथि के बाद होनी चाहिए, और एक खोज अधिकतम 92 दिनों की होती है।' },
  calc_name_required: { en: 'Please enter both names.', hi: 'कृपया दोनों नाम लिखें।' },
  calc_name_letters: { en: 'A name must contain letters (English or Hindi).', hi: 'नाम में अक्षर (अंग्रेज़ी या हिंदी) होने चाहिए।' },
  calc_sign_invalid: { en: 'Moon sign must be a number from 1 (Mesha) to 12 (Meena).', hi: 'चंद्र राशि 1 (मेष) से 12 (मीन) तक की संख्या होनी चाहिए।' },
  calc_system_invalid: { en: 'Numerology system must be pythagorean or chaldean.', hi: 'अंक ज्योतिष पद्धति pythagorean या chaldean होनी चाहिए।' },
  tarot_spread_invalid: { en: 'Spread must be one or three.', hi: 'स्प्रेड one या three होना चाहिए।' },
  title_too_long: { en: 'The title is too long (at most 80 characters).', hi: 'शीर्षक बहुत लंबा है (अधिकतम 80 अक्षर)।' },
} as const satisfies Record<string, { en: string; hi: string }>;
export type AstroMessageKey = keyof typeof ASTRO_MESSAGES;
const m = (key: AstroMessageKey) => ASTRO_MESSAGES[key].en;

export const langSchema = z.enum(['en', 'hi'], { error: m('lang_invalid') });
export type Lang = z.infer<typeof langSchema>;
export const ayanamsaSchema = z.enum(['lahiri', 'kp', 'raman'], { error: m('ayanamsa_invalid') });
export const nodeTypeSchema = z.enum(['mean', 'true'], { error: m('node_invalid') });
export const chartStyleSchema = z.enum(['north', 'south'], { error: m('chart_style_invalid') });
export const genderSchema = z.enum(['male', 'female', 'other'], { error: m('gender_invalid') });
export const isoDateSchema = z.string({ error: m('date_format') }).regex(/^\d{4}-\d{2}-\d{2}$/, m('date_format'));
export const clockTimeSchema = z.string({ error: m('time_format') }).regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, m('time_format'));

/**
 * Where a birth (or a panchang) happened: a GeoNames id from `/api/get_suggest/{query}`, or coordinates with
 * an IANA zone (for places outside the index).
 */
export const placeInputSchema = z.object({
  placeId: z.number({ error: m('place_unknown') }).int(m('place_unknown')).positive(m('place_unknown')).optional()
    .describe('GeoNames id from /api/get_suggest/{query}'),
  lat: z.number({ error: m('lat_range') }).min(-90, m('lat_range')).max(90, m('lat_range')).optional().describe('degrees, north positive'),
  lon: z.number({ error: m('lon_range') }).min(-180, m('lon_range')).max(180, m('lon_range')).optional().describe('degrees, east positive'),
  zone: z.string().min(1, m('zone_unknown')).max(64, m('zone_unknown')).optional().describe('IANA zone, e.g. Asia/Kolkata'),
  placeName: z.string().trim().max(120).optional().describe('shown in the report when coordinates are given'),
});

const hasPlace = (b: { placeId?: number; lat?: number; lon?: number; zone?: string }) =>
  b.placeId !== undefined || (b.lat !== undefined && b.lon !== undefined && !!b.zone);

/** One person's birth data, as the kundli and matching forms send it. */
export const birthInputSchema = placeInputSchema.extend({
  name: z.string({ error: m('name_required') }).trim().min(1, m('name_required')).max(80, m('name_too_long')),
  gender: genderSchema,
  date: isoDateSchema.describe('local birth date YYYY-MM-DD'),
  time: clockTimeSchema.describe('local clock time HH:MM or HH:MM:SS, 24-hour'),
  ayanamsa: ayanamsaSchema.default('lahiri'),
  node: nodeTypeSchema.default('mean').describe('Rahu/Ketu: mean (default) or true (osculating) node'),
}).refine(hasPlace, { message: m('place_required'), path: ['placeId'] });
export type BirthInput = z.infer<typeof birthInputSchema>;

/** POST /api/astro/kundli */
export const kundliRequestSchema = birthInputSchema;
export type KundliRequest = z.infer<typeof kundliRequestSchema>;

/** POST /api/astro/kundlis (save) and PUT /api/astro/kundlis/{id} (edit). */
export const saveKundliSchema = z.object({
  title: z.string().trim().max(80, m('title_too_long')).optional().describe('defaults to the name'),
  birth: birthInputSchema,
});
export type SaveKundli = z.infer<typeof saveKundliSchema>;

/** POST /api/astro/match: each side is either birth details or a saved kundli id (signed-in owner, or a share token). */
const matchSideSchema = z.union([
  z.object({ kundliId: z.string().uuid(m('kundli_id_invalid')) }),
  z.object({ shareToken: z.string().min(10, m('kundli_id_invalid')).max(64, m('kundli_id_invalid')) }),
  birthInputSchema,
], { error: m('match_needs_two') });
export const matchRequestSchema = z.object({
  boy: matchSideSchema,
  girl: matchSideSchema,
}, { error: m('match_needs_two') });
export type MatchRequest = z.infer<typeof matchRequestSchema>;

/** GET /api/astro/panchang, vrat-dates, festival-dates, calendar.ics */
const placeQuerySchema = z.object({
  place: z.coerce.number({ error: m('place_unknown') }).int(m('place_unknown')).positive(m('place_unknown')).optional().describe('GeoNames id'),
  lat: z.coerce.number({ error: m('lat_range') }).min(-90, m('lat_range')).max(90, m('lat_range')).optional(),
  lon: z.coerce.number({ error: m('lon_range') }).min(-180, m('lon_range')).max(180, m('lon_range')).optional(),
  zone: z.string().max(64, m('zone_unknown')).optional(),
  lang: langSchema.default('en'),
});
export const panchangQuerySchema = placeQuerySchema.extend({
  date: isoDateSchema.optional().describe('local date; default today at the place'),
});
export type PanchangQuery = z.infer<typeof panchangQuerySchema>;
export const datesQuerySchema = placeQuerySchema.extend({
  from: isoDateSchema.optional().describe('first date; default today at the place'),
  to: isoDateSchema.optional().describe('last date (inclusive, at most 400 days after from); default from + 365 days'),
});
export type DatesQuery = z.infer<typeof datesQuerySchema>;
export const MUHURTA_EVENTS = ['marriage', 'griha_pravesh', 'vehicle', 'business', 'naming', 'mundan'] as const;
export type MuhurtaEventName = (typeof MUHURTA_EVENTS)[number];
export const horaryQuerySchema = placeQuerySchema.extend({
  number: z.coerce.number({ error: m('horary_number_invalid') }).int(m('horary_number_invalid')).min(1, m('horary_number_invalid')).max(249, m('horary_number_invalid')),
  at: z.iso.datetime({ offset: true, error: m('horary_at_invalid') }).optional().describe('the moment of the question; default now'),
});
export const muhurtaQuerySchema = placeQuerySchema.extend({
  event: z.enum(MUHURTA_EVENTS, { error: m('muhurta_event_invalid') }),
  from: isoDateSchema.describe('first local date'),
  to: isoDateSchema.describe('last local date, inclusive; at most 92 days after from'),
});
export const calendarQuerySchema = datesQuerySchema.extend({
  kind: z.enum(['all', 'vrat', 'festival'], { error: 'kind must be all, vrat or festival.' }).default('all'),
});

/** Horoscopes */
export const horoscopeTypeSchema = z.enum(['daily', 'weekly', 'monthly', 'yearly'], { error: m('horoscope_type_invalid') });
export type HoroscopeType = z.infer<typeof horoscopeTypeSchema>;
export const horoscopeSectionsSchema = z.object({
  overview: z.string().trim().min(1, m('horoscope_text_required')).max(3000),
  love: z.string().trim().min(1, m('horoscope_text_required')).max(3000),
  career: z.string().trim().min(1, m('horoscope_text_required')).max(3000),
  money: z.string().trim().min(1, m('horoscope_text_required')).max(3000),
  health: z.string().trim().min(1, m('horoscope_text_required')).max(3000),
});
/** PUT /api/astro/admin/horoscopes/{type}/{sign}/{date}/{lang}: an admin's text replaces the generated one. */
export const horoscopeOverrideSchema = z.object({
  sections: horoscopeSectionsSchema,
  luckyNumber: z.number().int().min(1).max(99).optional(),
  luckyColour: z.string().trim().max(40).optional(),
  luckyTime: z.string().trim().max(40).optional(),
  why: z.string().trim().max(500).optional(),
});
export type HoroscopeOverride = z.infer<typeof horoscopeOverrideSchema>;

/** Calculators (spec paths) */
const calcName = z.string({ error: m('calc_name_required') }).trim().min(1, m('calc_name_required')).max(80, m('name_too_long'));
const calcSign = z.number({ error: m('calc_sign_invalid') }).int(m('calc_sign_invalid')).min(1, m('calc_sign_invalid')).max(12, m('calc_sign_invalid')).optional();
const numerologySystem = z.enum(['pythagorean', 'chaldean'], { error: m('calc_system_invalid') }).default('pythagorean');
/** POST /api/calculate_love and /api/calculate_friendship */
export const compatibilityRequestSchema = z.object({
  nameA: calcName.describe('first person'),
  nameB: calcName.describe('second person'),
  moonSignA: calcSign.describe('1–12, optional; counted only when both are given'),
  moonSignB: calcSign,
  system: numerologySystem,
});
export type CompatibilityRequest = z.infer<typeof compatibilityRequestSchema>;
/** POST /api/numerology_calculator */
export const numerologyRequestSchema = z.object({
  name: calcName,
  birthDate: isoDateSchema,
  system: numerologySystem,
});
export type NumerologyRequest = z.infer<typeof numerologyRequestSchema>;

/** POST /api/astro/tarot/draw */
export const tarotDrawSchema = z.object({ spread: z.enum(['one', 'three'], { error: m('tarot_spread_invalid') }) });
export type TarotDraw = z.infer<typeof tarotDrawSchema>;

/** A name in both languages. */
export type Bilingual = { en: string; hi: string };

/** Options of a printed report. */
export const reportOptionsSchema = z.object({
  lang: langSchema.default('en'),
  chartStyle: chartStyleSchema.default('north').describe('North Indian diamond or South Indian square'),
});
/** POST /api/astro/kundli/pdf */
export const kundliPdfRequestSchema = reportOptionsSchema.extend({ birth: birthInputSchema });
export type KundliPdfRequest = z.infer<typeof kundliPdfRequestSchema>;
/** POST /api/astro/match/pdf */
export const matchPdfRequestSchema = matchRequestSchema.extend({ lang: langSchema.default('en') });
export type MatchPdfRequest = z.infer<typeof matchPdfRequestSchema>;

/** One birth-place suggestion of `GET /api/get_suggest/{query}` (the engine's GeoNames index). */
export const placeSuggestionSchema = z.object({
  id: z.number().describe('GeoNames id; store it to find the place again'),
  name: z.string(),
  nameHi: z.string().optional().describe('Devanagari name for Indian places that have one'),
  state: z.string().optional(),
  country: z.string().describe('ISO 3166-1 alpha-2'),
  countryName: z.string(),
  lat: z.number().describe('degrees, north positive'),
  lon: z.number().describe('degrees, east positive'),
  zone: z.string().describe('IANA time zone, e.g. Asia/Kolkata'),
  population: z.number(),
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

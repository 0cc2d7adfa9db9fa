import { z } from 'zod';
import { countryName, indianMobile, internationalPhone, isCountryCode } from './countries';

export { countryName, indianMobile, internationalPhone, isCountryCode } from './countries';

/**
 * The shipping address book's contract (apps/api/src/modules/addresses), shared by the API and the checkout forms:
 * India's states and union territories, phone and postal-code rules, the address request and reply. Whether a PIN
 * code exists and which state it lies in is the server's to say (GET /api/pincode/:pin): it holds the directory.
 */

export type IndianStateKind = 'state' | 'union_territory';
export type IndianState = {
  /** ISO 3166-2:IN subdivision code without the "IN-" prefix (the 2023 codes: CG, OD, TS, UK, DH) */
  code: string;
  /** GST state code, the first two digits of a GSTIN (place of supply on invoices) */
  gst_code: string;
  name: string;
  name_hi: string;
  kind: IndianStateKind;
};

const state = (code: string, gst_code: string, name: string, name_hi: string): IndianState => ({ code, gst_code, name, name_hi, kind: 'state' });
const ut = (code: string, gst_code: string, name: string, name_hi: string): IndianState => ({ code, gst_code, name, name_hi, kind: 'union_territory' });

/** The 28 states and 8 union territories, by their official English names (as on invoices and labels). */
export const INDIAN_STATES: readonly IndianState[] = [
  state('AP', '37', 'Andhra Pradesh', 'आंध्र प्रदेश'),
  state('AR', '12', 'Arunachal Pradesh', 'अरुणाचल प्रदेश'),
  state('AS', '18', 'Assam', 'असम'),
  state('BR', '10', 'Bihar', 'बिहार'),
  state('CG', '22', 'Chhattisgarh', 'छत्तीसगढ़'),
  state('GA', '30', 'Goa', 'गोवा'),
  state('GJ', '24', 'Gujarat', 'गुजरात'),
  state('HR', '06', 'Haryana', 'हरियाणा'),
  state('HP', '02', 'Himachal Pradesh', 'हिमाचल प्रदेश'),
  state('JH', '20', 'Jharkhand', 'झारखंड'),
  state('KA', '29', 'Karnataka', 'कर्नाटक'),
  state('KL', '32', 'Kerala', 'केरल'),
  state('MP', '23', 'Madhya Pradesh', 'मध्य प्रदेश'),
  state('MH', '27', 'Maharashtra', 'महाराष्ट्र'),
  state('MN', '14', 'Manipur', 'मणिपुर'),
  state('ML', '17', 'Meghalaya', 'मेघालय'),
  state('MZ', '15', 'Mizoram', 'मिज़ोरम'),
  state('NL', '13', 'Nagaland', 'नागालैंड'),
  state('OD', '21', 'Odisha', 'ओडिशा'),
  state('PB', '03', 'Punjab', 'पंजाब'),
  state('RJ', '08', 'Rajasthan', 'राजस्थान'),
  state('SK', '11', 'Sikkim', 'सिक्किम'),
  state('TN', '33', 'Tamil Nadu', 'तमिलनाडु'),
  state('TS', '36', 'Telangana', 'तेलंगाना'),
  state('TR', '16', 'Tripura', 'त्रिपुरा'),
  state('UP', '09', 'Uttar Pradesh', 'उत्तर प्रदेश'),
  state('UK', '05', 'Uttarakhand', 'उत्तराखंड'),
  state('WB', '19', 'West Bengal', 'पश्चिम बंगाल'),
  ut('AN', '35', 'Andaman and Nicobar Islands', 'अंडमान और निकोबार द्वीपसमूह'),
  ut('CH', '04', 'Chandigarh', 'चंडीगढ़'),
  ut('DH', '26', 'Dadra and Nagar Haveli and Daman and Diu', 'दादरा और नगर हवेली और दमन और दीव'),
  ut('DL', '07', 'Delhi', 'दिल्ली'),
  ut('JK', '01', 'Jammu and Kashmir', 'जम्मू और कश्मीर'),
  ut('LA', '38', 'Ladakh', 'लद्दाख'),
  ut('LD', '31', 'Lakshadweep', 'लक्षद्वीप'),
  ut('PY', '34', 'Puducherry', 'पुडुचेरी'),
];

const squash = (s: string) => s.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z]+/g, ' ').trim();

/** Older names, spellings and codes people (and older data) still use → the official name. */
const STATE_ALIASES: Record<string, string> = {
  orissa: 'Odisha', or: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand', ut: 'Uttarakhand', ua: 'Uttarakhand',
  chattisgarh: 'Chhattisgarh', chhatisgarh: 'Chhattisgarh', ct: 'Chhattisgarh',
  tg: 'Telangana',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  'nct of delhi': 'Delhi', 'new delhi': 'Delhi', 'national capital territory of delhi': 'Delhi', 'delhi nct': 'Delhi',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu', 'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  dn: 'Dadra and Nagar Haveli and Daman and Diu', dd: 'Dadra and Nagar Haveli and Daman and Diu',
  'jammu kashmir': 'Jammu and Kashmir',
};

const byKey = new Map<string, IndianState>();
for (const s of INDIAN_STATES) {
  byKey.set(squash(s.name), s);
  byKey.set(s.code.toLowerCase(), s);
  byKey.set(s.name_hi, s);
}
for (const [alias, name] of Object.entries(STATE_ALIASES)) byKey.set(alias, byKey.get(squash(name))!);

/**
 * The state or union territory a name stands for: the official English or Hindi name in any case, its code, or an
 * older name ("Orissa", "Pondicherry", "Dadra & Nagar Haveli"); null when it names none.
 */
export function findIndianState(input: string): IndianState | null {
  const t = input.trim();
  return byKey.get(t) ?? byKey.get(squash(t)) ?? null;
}

// ---- phone numbers, postal codes, countries ---------------------------------------------------------------


/** A 6-digit Indian PIN code: the first digit (postal region) is 1 to 9. */
export const PIN_CODE_RE = /^[1-9]\d{5}$/;

// ---- requests and replies ------------------------------------------------------------------------------------

/** At most this many addresses per user. */
export const MAX_ADDRESSES = 20;

const line = (what: string, max: number) =>
  z.string({ error: `Please enter ${what}.` }).trim().min(1, `Please enter ${what}.`).max(max, `${what[0].toUpperCase()}${what.slice(1)} is too long (at most ${max} characters).`);
const optionalLine = (what: string, max: number) =>
  z.string().trim().max(max, `${what} is too long (at most ${max} characters).`).nullish().transform((s) => (s ? s : null));

/**
 * POST /api/addresses and PUT /api/addresses/:id. For India (country IN) the phone is a mobile number, the PIN
 * code has 6 digits and the state is one of INDIAN_STATES; the server then checks the PIN against India Post's
 * directory, fills the district and refuses a state the PIN is not in. Abroad, the phone carries its country code.
 */
export const addressInputSchema = z
  .object({
    name: z.string({ error: 'Please enter the name of the person receiving the parcel.' }).trim()
      .min(2, 'Please enter the name of the person receiving the parcel (at least 2 characters).')
      .max(80, 'The name is too long (at most 80 characters).'),
    phone: z.string({ error: 'Please enter a phone number for the courier.' }).trim().min(1, 'Please enter a phone number for the courier.').max(24, 'The phone number is too long.'),
    line1: line('the house number and street (address line 1)', 200),
    line2: optionalLine('Address line 2', 200),
    city: line('the city, town or village', 80),
    district: optionalLine('The district', 80).describe('India: filled from the PIN code (one of its districts may be chosen); abroad: as given'),
    state: z.string().trim().max(80, 'The state is too long (at most 80 characters).').nullish().transform((s) => s ?? ''),
    postal_code: z.string().trim().max(12, 'The postal code is too long.').nullish().transform((s) => s ?? '').describe('6-digit PIN code in India'),
    country: z.string().trim().toUpperCase().default('IN').refine(isCountryCode, 'Please choose a country (a two-letter code such as IN, US or AE).')
      .describe('ISO 3166-1 alpha-2, default IN'),
    is_default: z.boolean({ error: 'is_default must be true or false.' }).optional().describe('true makes this the default address'),
  })
  .superRefine((a, ctx) => {
    if (a.country === 'IN') {
      if (!indianMobile(a.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Please enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9), with or without +91.' });
      if (!a.postal_code) ctx.addIssue({ code: 'custom', path: ['postal_code'], message: 'Please enter the 6-digit PIN code.' });
      else if (!PIN_CODE_RE.test(a.postal_code)) ctx.addIssue({ code: 'custom', path: ['postal_code'], message: 'A PIN code has 6 digits and does not start with 0, for example 110001.' });
      if (!a.state) ctx.addIssue({ code: 'custom', path: ['state'], message: 'Please choose the state or union territory.' });
      else if (!findIndianState(a.state)) ctx.addIssue({ code: 'custom', path: ['state'], message: `“${a.state}” is not a state or union territory of India; please choose one from the list.` });
    } else {
      if (!internationalPhone(a.phone)) ctx.addIssue({ code: 'custom', path: ['phone'], message: 'Please enter the phone number with its country code, for example +44 20 7946 0958.' });
      if (a.postal_code && !/^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/.test(a.postal_code)) ctx.addIssue({ code: 'custom', path: ['postal_code'], message: 'A postal code has letters, digits, spaces or hyphens only.' });
    }
  });
export type AddressInput = z.infer<typeof addressInputSchema>;

export const addressSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** India: 10 digits; abroad: "+" and the digits */
  phone: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  district: z.string().nullable(),
  state: z.string(),
  postal_code: z.string(),
  country: z.string(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Address = z.infer<typeof addressSchema>;

export const addressListSchema = z.object({
  items: z.array(addressSchema).describe('the default address first, then the newest'),
  max: z.number().describe('how many addresses a user may keep'),
});
export type AddressList = z.infer<typeof addressListSchema>;

/** GET /api/pincode/:pin */
export const pinCodeInfoSchema = z.object({
  pin: z.string(),
  /** the district of most of the PIN's post offices */
  district: z.string(),
  /** every district the PIN's post offices lie in (most offices first) */
  districts: z.array(z.string()),
  state: z.string(),
  /** more than one when the PIN's post offices lie on both sides of a state border (Chandigarh and Punjab) */
  states: z.array(z.string()),
  state_code: z.string(),
});
export type PinCodeInfo = z.infer<typeof pinCodeInfoSchema>;

export const indianStateSchema = z.object({
  code: z.string(), gst_code: z.string(), name: z.string(), name_hi: z.string(), kind: z.enum(['state', 'union_territory']),
});

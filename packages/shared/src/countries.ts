/**
 * Countries and phone numbers, without zod (the address form imports this in the browser; the API's address schema
 * in commerce-addresses.ts builds on the same rules).
 */

/** A 10-digit Indian mobile number (starts with 6–9), from what people type: spaces, hyphens, +91, 91 or 0 in front. */
export function indianMobile(input: string): string | null {
  const digits = input.replace(/[\s().-]/g, '');
  const m = /^(?:\+91|91|0)?([6-9]\d{9})$/.exec(digits);
  return m ? m[1] : null;
}

/** A phone number in international form, "+" and 8 to 15 digits (E.164), from "+44 20 7946 0958" or "0044…". */
export function internationalPhone(input: string): string | null {
  const compact = input.replace(/[\s().-]/g, '').replace(/^00/, '+');
  return /^\+[1-9]\d{7,14}$/.test(compact) ? compact : null;
}


const regionNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  } catch {
    return null;
  }
})();
// codes ICU names that are not countries one can ship to: groupings, "unknown", private-use ranges (Kosovo's XK is kept)
const NOT_A_COUNTRY = /^(EU|EZ|UN|ZZ|QO|AA|Q[M-Z]|X[A-JL-Z])$/;

/** Whether a string is an ISO 3166-1 alpha-2 country code (upper case), by the runtime's own country list. */
export function isCountryCode(code: string): boolean {
  if (!/^[A-Z]{2}$/.test(code) || NOT_A_COUNTRY.test(code)) return false;
  return regionNames ? regionNames.of(code) !== undefined : true;
}

/** The English name of a country code ("AE" → "United Arab Emirates"), or the code when unknown. */
export const countryName = (code: string): string => regionNames?.of(code) ?? code;


let codes: string[] | null = null;
/** Every ISO 3166-1 alpha-2 code the runtime knows as a country one can ship to, A to Z. */
export function countryCodes(): string[] {
  if (!codes) {
    const out: string[] = [];
    for (let a = 65; a <= 90; a++) for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      if (isCountryCode(code)) out.push(code);
    }
    codes = out;
  }
  return codes;
}

/** A country's name in English or Hindi ("AE" → "संयुक्त अरब अमीरात"), or the English name when the runtime has no Hindi. */
export function countryNameIn(code: string, lang: 'en' | 'hi'): string {
  if (lang === 'en') return countryName(code);
  try {
    return new Intl.DisplayNames(['hi'], { type: 'region', fallback: 'none' }).of(code) ?? countryName(code);
  } catch {
    return countryName(code);
  }
}

/**
 * Plain checks without zod, for the browser's comfort before it asks the server (which validates everything with the
 * zod schemas built on these same rules). Import them as `@nakshatra/shared/rules` so a page does not pull the
 * whole contract, and zod with it, into its JavaScript.
 */

/** An Indian mobile number as the sign-in form takes it: exactly 10 digits. */
export const MOBILE_NUMBER = /^[0-9]{10}$/;

/** A one-time sign-in code: exactly 4 digits. */
export const OTP_CODE = /^[0-9]{4}$/;

/** The e-mail address trimmed and lower-cased when it looks like one (the server checks it fully), else null. */
export function normaliseEmail(value: string): string | null {
  const email = value.trim().toLowerCase();
  return email.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email) ? email : null;
}

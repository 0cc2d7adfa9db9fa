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

/** The support form's limits (POST /api/support/tickets), on the trimmed text of each field. */
export const SUPPORT_TICKET_LIMITS = { name: { min: 1, max: 80 }, contact: { min: 5, max: 120 }, message: { min: 10, max: 4000 } } as const;

/** A phone number or an e-mail address to answer a support ticket at (trimmed). */
export function isReachableContact(value: string): boolean {
  const s = value.trim();
  return /^\+?[0-9 ()-]{7,20}$/.test(s) || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s);
}

export type SupportTicketField = keyof typeof SUPPORT_TICKET_LIMITS;

/** The fields of a support ticket that break its rules, in the form's order (none: the server will take it). */
export function supportTicketProblems(values: Record<SupportTicketField, string>): SupportTicketField[] {
  const fields = Object.keys(SUPPORT_TICKET_LIMITS) as SupportTicketField[];
  return fields.filter((field) => {
    const text = values[field].trim();
    const { min, max } = SUPPORT_TICKET_LIMITS[field];
    return text.length < min || text.length > max || (field === 'contact' && !isReachableContact(text));
  });
}

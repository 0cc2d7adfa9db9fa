/**
 * Dates and times as our visitors write them: day/month/year (Indian order) and the 24-hour clock. Pure functions,
 * usable on the server (the panchang page's date form) and in the client fields of ./date-time-fields.tsx.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; anything else is returned unchanged (it is what the visitor typed). */
export function isoToIndianDate(value: string): string {
  const m = ISO_DATE.exec(value);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : value;
}

/** True when year, month and day name a real calendar date (no 31 April, 29 February only in leap years). */
function isRealDate(y: number, m: number, d: number): boolean {
  if (m < 1 || m > 12 || d < 1) return false;
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return d <= days;
}

/**
 * Typed text → ISO when it is a complete, real date: 'DD/MM/YYYY' (or with '-' or '.'), 'DDMMYYYY', or ISO itself
 * (pasted). Otherwise the text is returned as typed.
 */
export function parseIndianDate(text: string): string {
  const t = text.trim();
  if (ISO_DATE.test(t)) {
    const [, y, m, d] = ISO_DATE.exec(t)!.map(Number);
    return isRealDate(y!, m!, d!) ? t : text;
  }
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(t) ?? /^(\d{2})(\d{2})(\d{4})$/.exec(t);
  if (!m) return text;
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isRealDate(y, mo, d)) return text;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** Typed text → 'HH:MM' or 'HH:MM:SS' (24-hour, zero-padded) when valid; otherwise the text as typed. */
export function parseTime24(text: string, withSeconds: boolean): string {
  const m = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/.exec(text.trim());
  if (!m) return text;
  const [h, min, s] = [Number(m[1]), Number(m[2]), m[3] === undefined ? undefined : Number(m[3])];
  if (h > 23 || min > 59 || (s !== undefined && (s > 59 || !withSeconds))) return text;
  const hhmm = `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
  return s === undefined ? hhmm : `${hhmm}:${String(s).padStart(2, '0')}`;
}

import { NumerologyError } from './errors.js';

/** A calendar date (proleptic Gregorian). */
export interface CalendarDate {
  year: number;
  /** 1–12 */
  month: number;
  /** 1–31 */
  day: number;
  /** The input, normalised to YYYY-MM-DD. */
  iso: string;
}

const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Parses "YYYY-MM-DD" (years 1000–2999). Throws `NumerologyError` (`INVALID_DATE`) for another shape or a day
 * that does not exist (1990-02-30, 2023-02-29).
 */
export function parseBirthDate(text: string): CalendarDate {
  const match = typeof text === 'string' ? /^\s*(\d{4})-(\d{2})-(\d{2})\s*$/.exec(text) : null;
  if (!match) {
    throw new NumerologyError('INVALID_DATE', `The birth date must be written YYYY-MM-DD, e.g. 1990-05-14 (got "${String(text)}").`, {
      birthDate: text,
    });
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const monthDays = month === 2 && isLeapYear(year) ? 29 : DAYS_IN_MONTH[month - 1];
  if (year < 1000 || year > 2999 || month < 1 || month > 12 || day < 1 || day > monthDays) {
    throw new NumerologyError('INVALID_DATE', `${match[1]}-${match[2]}-${match[3]} is not a real date between the years 1000 and 2999.`, {
      birthDate: text,
    });
  }
  return { year, month, day, iso: `${match[1]}-${match[2]}-${match[3]}` };
}

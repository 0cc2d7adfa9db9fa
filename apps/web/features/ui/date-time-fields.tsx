'use client';

import type { InputHTMLAttributes } from 'react';
import { useI18n } from '@/i18n/provider';
import { isoToIndianDate, parseIndianDate, parseTime24 } from './dates';

/**
 * Date and time inputs that read the same everywhere: day/month/year (Indian order) and a 24-hour clock, in English and
 * Hindi. The browser's own date and time pickers follow the operating system's locale (08/15/1992, 06:45:00 AM on an
 * en-US machine), which is wrong for our visitors; these are plain text fields with a fixed format.
 *
 * The value the parent keeps is ISO ('YYYY-MM-DD', 'HH:MM' or 'HH:MM:SS') once the text is complete and valid, and the
 * text as typed otherwise, so the parent's validation can say what is wrong.
 */

type Base = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'defaultValue'> & { value: string; onChange: (value: string) => void };

/** A date typed as DD/MM/YYYY. */
export function DateField({ value, onChange, placeholder, ...rest }: Base) {
  const { lang } = useI18n();
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete={rest.autoComplete ?? 'off'}
      maxLength={10}
      placeholder={placeholder ?? (lang === 'hi' ? 'दिन/माह/वर्ष' : 'DD/MM/YYYY')}
      value={isoToIndianDate(value)}
      onChange={(e) => onChange(parseIndianDate(e.target.value))}
    />
  );
}

/** A time typed on the 24-hour clock, HH:MM (or HH:MM:SS with `withSeconds`). */
export function TimeField({ value, onChange, placeholder, withSeconds = false, ...rest }: Base & { withSeconds?: boolean }) {
  const { lang } = useI18n();
  return (
    <input
      {...rest}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={withSeconds ? 8 : 5}
      placeholder={placeholder ?? (lang === 'hi' ? (withSeconds ? 'घंटे:मिनट:सेकंड' : 'घंटे:मिनट') : withSeconds ? 'HH:MM:SS' : 'HH:MM')}
      value={value}
      onChange={(e) => onChange(parseTime24(e.target.value, withSeconds))}
    />
  );
}

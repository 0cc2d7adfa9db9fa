'use client';

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './registration.module.css';

type Props = {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** a textarea instead of an input */
  isMultiline?: boolean;
  rows?: number;
} & Omit<InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement>, 'id'>;

/** A labelled input (or textarea) with its hint and its error sentence tied to it for screen readers. */
export function Field({ label, hint, error, isMultiline, rows = 6, ...input }: Props) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const common = { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {isMultiline ? <textarea {...common} rows={rows} {...input} /> : <input {...common} {...input} />}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

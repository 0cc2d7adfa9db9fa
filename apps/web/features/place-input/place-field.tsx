'use client';

import { PlaceCombobox } from './place-combobox';
import type { Place } from './types';
import styles from '@/features/kundli/kundli.module.css';

/** A labelled city field for the astrology tools: the combobox, a hint and its error sentence. */
export function PlaceField({ id, label, hint, error, value, onChange }: { id: string; label: string; hint: string; error?: string; value: Place | null; onChange: (p: Place | null) => void }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <PlaceCombobox id={id} value={value} onChange={onChange} errorId={`${id}-error`} isInvalid={!!error} />
      <p className={styles.muted}>{hint}</p>
      <p id={`${id}-error`} className={styles.alert}>{error}</p>
    </div>
  );
}

'use client';

import { useId } from 'react';
import styles from './shop.module.css';

type Labels = { quantity: string; decrease: string; increase: string };

/** A quantity between 1 and `max`: − and + buttons around a number field, each with its own label. */
/** `about` names the item for screen readers ("Quantity: Shri Yantra") where several fields share a page. */
export function QuantityField({ value, max, onChange, labels, hint, about }: { value: number; max: number; onChange: (n: number) => void; labels: Labels; hint?: string; about?: string }) {
  const id = useId();
  const hintId = useId();
  const clamp = (n: number) => Math.max(1, Math.min(max, Number.isFinite(n) ? Math.trunc(n) : 1));
  return (
    <div className={styles.qty}>
      <label htmlFor={id}>
        {labels.quantity}
        {about && <span className="visually-hidden">: {about}</span>}
      </label>
      <div className={styles.qtyRow}>
        <button type="button" className="button-secondary" aria-label={about ? `${labels.decrease}: ${about}` : labels.decrease} onClick={() => onChange(clamp(value - 1))} disabled={value <= 1}>−</button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          aria-describedby={hint ? hintId : undefined}
          onChange={(e) => onChange(clamp(Number(e.target.value)))}
        />
        <button type="button" className="button-secondary" aria-label={about ? `${labels.increase}: ${about}` : labels.increase} onClick={() => onChange(clamp(value + 1))} disabled={value >= max}>+</button>
      </div>
      {hint && <p id={hintId} className={styles.muted}>{hint}</p>}
    </div>
  );
}

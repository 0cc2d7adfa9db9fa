'use client';

import { useId } from 'react';
import styles from './registration.module.css';

type Props = {
  legend: string;
  options: readonly string[];
  selected: readonly string[];
  labelOf: (option: string) => string;
  onChange: (next: string[]) => void;
  error?: string;
};

/** A multi-select as a fieldset of checkboxes (keyboard: Tab between boxes, Space toggles). */
export function ChoiceGroup({ legend, options, selected, labelOf, onChange, error }: Props) {
  const errorId = useId();
  const name = useId();
  return (
    <fieldset className={styles.choices} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      <div className={styles.choiceGrid}>
        {options.map((option) => {
          const isChecked = selected.includes(option);
          return (
            <label key={option} className={styles.choice}>
              <input
                type="checkbox"
                name={name}
                value={option}
                checked={isChecked}
                onChange={() => onChange(isChecked ? selected.filter((s) => s !== option) : options.filter((o) => o === option || selected.includes(o)))}
              />
              <span>{labelOf(option)}</span>
            </label>
          );
        })}
      </div>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

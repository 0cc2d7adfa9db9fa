'use client';

import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import styles from './login-dialog.module.css';

/** Spec §9: the one-time code has 4 digits. */
export const otpLength = 4;

type Props = {
  digits: string[];
  onDigitsChange: (digits: string[]) => void;
  /** called with the full code when the fourth box fills (auto-submit) */
  onComplete: (code: string) => void;
  /** Enter pressed in any box */
  onEnter: () => void;
  isInvalid: boolean;
  errorId: string;
  boxRefs: React.RefObject<(HTMLInputElement | null)[]>;
};

/**
 * Four one-digit boxes: focus advances as digits arrive, Backspace clears the box and moves back,
 * a pasted (or autofilled) 4-digit code fills every box.
 */
export function OtpBoxes({ digits, onDigitsChange, onComplete, onEnter, isInvalid, errorId, boxRefs }: Props) {
  const { t } = useI18n();
  const latest = useRef(digits);
  latest.current = digits;

  function focusBox(index: number) {
    boxRefs.current[Math.max(0, Math.min(otpLength - 1, index))]?.focus();
  }

  function fillFrom(start: number, incoming: string) {
    const next = [...latest.current];
    let position = start;
    for (const char of incoming) {
      if (position >= otpLength) break;
      next[position] = char;
      position += 1;
    }
    latest.current = next;
    onDigitsChange(next);
    focusBox(position >= otpLength ? otpLength - 1 : position);
    // spec §4: filling the fourth box submits (not fixing an earlier digit while the others are full)
    if (position >= otpLength && next.every((d) => d !== '')) onComplete(next.join(''));
  }

  function onChange(index: number, value: string) {
    const incoming = value.replace(/\D/g, '');
    if (incoming === '') {
      const next = [...latest.current];
      next[index] = '';
      onDigitsChange(next);
      return;
    }
    // one keystroke into a filled box replaces its digit; several digits (autofill) spread forward
    const current = latest.current[index];
    const typed = incoming.length === 2 && current && incoming.includes(current) ? incoming.replace(current, '') || current : incoming;
    if (incoming.length >= otpLength) fillFrom(0, incoming.slice(0, otpLength));
    else fillFrom(index, typed);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...latest.current];
      next[index] = '';
      latest.current = next;
      onDigitsChange(next);
      if (index > 0) focusBox(index - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    }
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (!pasted) return;
    event.preventDefault();
    if (pasted.length >= otpLength) fillFrom(0, pasted.slice(0, otpLength));
    else fillFrom(index, pasted);
  }

  return (
    <div className={styles.otpRow} role="group" aria-label={t.login.otpGroup}>
      {digits.map((digit, index) => (
        <input
          key={index}
          ref={(el) => {
            boxRefs.current[index] = el;
          }}
          className={styles.otpBox}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={format(t.login.digit, { n: index + 1 })}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? errorId : undefined}
          value={digit}
          onChange={(e) => onChange(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={(e) => onPaste(index, e)}
          onFocus={(e) => e.target.select()}
        />
      ))}
    </div>
  );
}

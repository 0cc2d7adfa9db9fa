'use client';

import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useI18n } from '@/i18n/provider';
import { ChevronDownIcon } from '@/features/ui/icons';
import { countries, type CountryOption } from './countries';
import styles from './login-dialog.module.css';

/** Spec §9: a mobile number has 10 digits. */
export const mobileNumberLength = 10;

type Props = {
  country: CountryOption;
  onCountryChange: (country: CountryOption) => void;
  mobile: string;
  onMobileChange: (digits: string) => void;
  email: string;
  onEmailChange: (email: string) => void;
  onEnter: () => void;
  inputRef: React.RefObject<HTMLInputElement | null>;
};

/**
 * Country-code selector (defaults to India +91) plus the mobile number, or the e-mail address for
 * every country that needs it. Typing keeps digits only and never more than 10.
 */
export function PhoneInput({ country, onCountryChange, mobile, onMobileChange, email, onEmailChange, onEnter, inputRef }: Props) {
  const { t } = useI18n();
  const [isListOpen, setIsListOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!isListOpen) return;
    function onPointerDown(event: PointerEvent) {
      if (!rootRef.current?.contains(event.target as Node)) setIsListOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    listRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [isListOpen]);

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const items = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const index = items.indexOf(document.activeElement as HTMLButtonElement);
    if (event.key === 'Escape') {
      // close the list only, not the dialog around it
      event.preventDefault();
      event.stopPropagation();
      setIsListOpen(false);
      toggleRef.current?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      items[Math.min(index + 1, items.length - 1)]?.focus();
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      items[Math.max(index - 1, 0)]?.focus();
    }
  }

  function choose(option: CountryOption) {
    onCountryChange(option);
    setIsListOpen(false);
    requestAnimationFrame(() => inputRef.current?.focus());
  }

  return (
    <div className={styles.phoneRow} ref={rootRef}>
      <div className={styles.countryBox}>
        <button
          ref={toggleRef}
          type="button"
          className={styles.countryToggle}
          aria-haspopup="true"
          aria-expanded={isListOpen}
          aria-controls="country-list"
          aria-label={`${t.login.countryCode}: ${country.countryName} ${country.countryCode}`}
          onClick={() => setIsListOpen((open) => !open)}
        >
          <span aria-hidden="true" className={styles.flag}>
            {country.countryImg}
          </span>
          <span>{country.countryCode}</span>
          <ChevronDownIcon />
        </button>
        {isListOpen && (
          <ul id="country-list" ref={listRef} className={styles.countryList} aria-label={t.login.countryList} onKeyDown={onListKeyDown}>
            {countries.map((option) => (
              <li key={option.iso}>
                <button type="button" className={styles.countryOption} aria-current={option.iso === country.iso} onClick={() => choose(option)}>
                  <span aria-hidden="true" className={styles.flag}>
                    {option.countryImg}
                  </span>
                  <span className={styles.countryName}>{option.countryName}</span>
                  <span className={styles.countryCode}>{option.countryCode}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      {country.isEmailRequired ? (
        <label className={styles.fieldLabel}>
          <span className="visually-hidden">{t.login.emailLabel}</span>
          <input
            ref={inputRef}
            type="email"
            className={styles.textInput}
            placeholder={t.login.emailPlaceholder}
            autoComplete="email"
            value={email}
            maxLength={254}
            onChange={(e) => onEmailChange(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onEnter();
              }
            }}
          />
        </label>
      ) : (
        <label className={styles.fieldLabel}>
          <span className="visually-hidden">{t.login.mobileLabel}</span>
          <input
            ref={inputRef}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            className={styles.textInput}
            placeholder={t.login.mobilePlaceholder}
            value={mobile}
            onChange={(e) => {
              const digits = e.target.value.replace(/\D/g, '');
              // more than 10 digits is rejected (spec §5): the field keeps its previous value
              if (digits.length <= mobileNumberLength) onMobileChange(digits);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                onEnter();
              }
            }}
          />
        </label>
      )}
    </div>
  );
}

'use client';

import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { countryCodes, countryNameIn, internationalPhone } from '@nakshatra/shared/countries';
import { format, type Locale } from '@/i18n';
import { isApiFailure, type ApiFailure } from '@/features/api/client';
import { createAddress, listStates, lookupPin } from '@/features/orders/commerce-api';
import { orderErrorText } from '@/features/orders/error-text';
import type { OrderMessages } from '@/features/orders/messages';
import type { Address } from '@/features/orders/types';
import type { ShopMessages } from './messages';
import styles from './shop.module.css';

type Fields = { name: string; phone: string; line1: string; line2: string; city: string; postal_code: string; district: string; state: string; country: string };
const empty: Fields = { name: '', phone: '', line1: '', line2: '', city: '', postal_code: '', district: '', state: '', country: 'IN' };
const PIN = /^[1-9][0-9]{5}$/;

/**
 * A new address, in India by default: the PIN code fills district and state (GET /api/pincode/:pin), the state comes
 * from the API's list. Abroad (for Indians living outside India), the phone carries its country code and the postal
 * code and region are as the country writes them. The API checks everything again and its sentence is shown when it
 * refuses (products that cannot be shipped abroad are refused at checkout with a sentence).
 */
export function AddressForm({ lang, t, errors, onSaved, onCancel }: { lang: Locale; t: ShopMessages['address']; errors: OrderMessages['errors']; onSaved: (a: Address) => void; onCancel?: () => void }) {
  const id = useId();
  const [f, setF] = useState<Fields>(empty);
  const [states, setStates] = useState<Array<{ name: string; name_hi?: string }>>([]);
  const [pinNote, setPinNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    listStates().then(setStates, () => setStates([]));
  }, []);

  const set = (key: keyof Fields) => (value: string) => setF((prev) => ({ ...prev, [key]: value }));
  const isIndia = f.country === 'IN';
  const countries = useMemo(() => {
    const names = countryCodes().map((code) => ({ code, name: countryNameIn(code, lang) }));
    names.sort((a, b) => a.name.localeCompare(b.name, lang));
    // India first, then A to Z in the page's language
    return [...names.filter((c) => c.code === 'IN'), ...names.filter((c) => c.code !== 'IN')];
  }, [lang]);
  const changeCountry = (code: string) => {
    setPinNote('');
    // what was typed for one country's postal system means nothing in another's
    setF((prev) => ({ ...prev, country: code, postal_code: '', district: '', state: '' }));
  };

  async function onPin(value: string) {
    if (!isIndia) return set('postal_code')(value.slice(0, 12));
    const pin = value.replace(/\D/g, '').slice(0, 6);
    set('postal_code')(pin);
    if (!PIN.test(pin)) return setPinNote('');
    setPinNote(t.pinLookup);
    const res = await lookupPin(pin).catch(() => null);
    if (!res || isApiFailure(res) || !res.data) return setPinNote(t.pinUnknown);
    setF((prev) => ({ ...prev, district: res.data.district ?? prev.district, state: res.data.state ?? prev.state, city: prev.city || res.data.city || '' }));
    setPinNote(t.pinFound);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const required: Array<[keyof Fields, string]> = isIndia
      ? [['name', t.name], ['phone', t.phone], ['line1', t.line1], ['city', t.city], ['postal_code', t.pin], ['state', t.state]]
      : [['name', t.name], ['phone', t.phoneAbroad], ['line1', t.line1], ['city', t.city]];
    const missing = required.find(([k]) => !f[k].trim());
    if (missing) return setError(format(t.required, { field: missing[1] }));
    if (isIndia && !/^[6-9]\d{9}$/.test(f.phone.replace(/\D/g, '').slice(-10))) return setError(t.phoneInvalid);
    if (!isIndia && !internationalPhone(f.phone)) return setError(t.phoneAbroadInvalid);
    setError(null);
    setIsSaving(true);
    const body = isIndia
      ? { ...f, phone: f.phone.replace(/\D/g, '').slice(-10), line2: f.line2 || undefined, district: f.district || undefined }
      : { ...f, phone: internationalPhone(f.phone)!, line2: f.line2 || undefined, district: undefined, postal_code: f.postal_code.trim(), state: f.state.trim() };
    const res = await createAddress(body).catch(() => null);
    setIsSaving(false);
    if (!res || isApiFailure(res) || !res.data) {
      const failure = res && isApiFailure(res) ? res : null;
      return setError(failure?.error_status === 404 ? t.unavailable : orderErrorText(failure as ApiFailure | null, lang, errors));
    }
    onSaved(res.data);
  }

  const input = (key: keyof Fields, label: string, extra: Record<string, unknown> = {}) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input id={`${id}-${key}`} value={f[key]} onChange={(e) => set(key)(e.target.value)} {...extra} />
    </div>
  );

  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate aria-label={t.save} data-testid="address-form">
      <div className={styles.field}>
        <label htmlFor={`${id}-country`}>{t.country}</label>
        <select id={`${id}-country`} value={f.country} onChange={(e) => changeCountry(e.target.value)} autoComplete="country">
          {countries.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>
      </div>
      <div className={styles.row}>
        {input('name', t.name, { autoComplete: 'name', maxLength: 80 })}
        {isIndia
          ? input('phone', t.phone, { autoComplete: 'tel-national', inputMode: 'tel', maxLength: 14 })
          : input('phone', t.phoneAbroad, { autoComplete: 'tel', inputMode: 'tel', maxLength: 24, placeholder: '+44 20 7946 0958' })}
      </div>
      {input('line1', t.line1, { autoComplete: 'address-line1', maxLength: 200 })}
      {input('line2', t.line2, { autoComplete: 'address-line2', maxLength: 200 })}
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-pin`}>{isIndia ? t.pin : t.postalCode}</label>
          <input id={`${id}-pin`} value={f.postal_code} inputMode={isIndia ? 'numeric' : 'text'} autoComplete="postal-code" maxLength={isIndia ? 6 : 12} aria-describedby={`${id}-pin-note`} onChange={(e) => void onPin(e.target.value)} />
          <p id={`${id}-pin-note`} className={styles.muted} aria-live="polite">{pinNote}</p>
        </div>
        {input('city', t.city, { autoComplete: 'address-level2', maxLength: 80 })}
      </div>
      <div className={styles.row}>
        {isIndia && input('district', t.district, { maxLength: 80 })}
        <div className={styles.field}>
          <label htmlFor={`${id}-state`}>{isIndia ? t.state : t.region}</label>
          {isIndia && states.length ? (
            <select id={`${id}-state`} value={f.state} onChange={(e) => set('state')(e.target.value)} autoComplete="address-level1">
              <option value="" />
              {!states.some((s) => s.name === f.state) && f.state && <option value={f.state}>{f.state}</option>}
              {states.map((s) => (
                <option key={s.name} value={s.name}>{lang === 'hi' && s.name_hi ? s.name_hi : s.name}</option>
              ))}
            </select>
          ) : (
            <input id={`${id}-state`} value={f.state} onChange={(e) => set('state')(e.target.value)} autoComplete="address-level1" maxLength={80} />
          )}
        </div>
      </div>
      {!isIndia && <p className={styles.muted}>{t.abroadNote}</p>}
      <p role="alert" className={styles.error}>{error}</p>
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={isSaving} aria-busy={isSaving}>{isSaving ? t.saving : t.save}</button>
        {onCancel && <button type="button" className="button-secondary" onClick={onCancel}>{t.cancel}</button>}
      </div>
    </form>
  );
}

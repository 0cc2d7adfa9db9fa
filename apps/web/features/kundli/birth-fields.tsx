'use client';

import { PlaceCombobox } from '@/features/place-input/place-combobox';
import { useI18n } from '@/i18n/provider';
import { DateField, TimeField } from '@/features/ui/date-time-fields';
import type { BirthDraft, BirthErrors } from './birth-draft';
import { kundliMessages } from './messages';
import styles from './kundli.module.css';

type Props = { idPrefix: string; legend: string; draft: BirthDraft; errors: BirthErrors; onChange: (d: BirthDraft) => void };

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? <p id={id} className={styles.error}>{text}</p> : null;
}

/** One person's birth details: name, gender, date, time (seconds optional) and place (suggestions or coordinates). */
export function BirthFields({ idPrefix: p, legend, draft, errors, onChange }: Props) {
  const { lang } = useI18n();
  const t = kundliMessages[lang];
  const set = <K extends keyof BirthDraft>(k: K, v: BirthDraft[K]) => onChange({ ...draft, [k]: v });
  const err = (k: keyof BirthErrors) => (errors[k] ? { 'aria-invalid': true as const, 'aria-describedby': `${p}-${k}-error` } : {});
  return (
    <fieldset className={styles.fieldset}>
      <legend>{legend}</legend>
      <div className={styles.grid}>
        <div className={styles.field}>
          <label htmlFor={`${p}-name`}>{t.name}</label>
          <input id={`${p}-name`} name="name" autoComplete="name" maxLength={80} value={draft.name} onChange={(e) => set('name', e.target.value)} {...err('name')} />
          <FieldError id={`${p}-name-error`} text={errors.name} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${p}-gender`}>{t.gender}</label>
          <select id={`${p}-gender`} value={draft.gender} onChange={(e) => set('gender', e.target.value as BirthDraft['gender'])} {...err('gender')}>
            <option value="">—</option>
            <option value="male">{t.male}</option>
            <option value="female">{t.female}</option>
            <option value="other">{t.other}</option>
          </select>
          <FieldError id={`${p}-gender-error`} text={errors.gender} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${p}-date`}>{t.date}</label>
          <DateField id={`${p}-date`} autoComplete="bday" value={draft.date} onChange={(v) => set('date', v)} {...err('date')} />
          <FieldError id={`${p}-date-error`} text={errors.date} />
        </div>
        <div className={styles.field}>
          <label htmlFor={`${p}-time`}>{t.time}</label>
          <TimeField id={`${p}-time`} withSeconds value={draft.time} onChange={(v) => set('time', v)} aria-describedby={errors.time ? `${p}-time-error` : `${p}-time-hint`} aria-invalid={errors.time ? true : undefined} />
          <p id={`${p}-time-hint`} className={styles.hint}>{t.timeHint}</p>
          <FieldError id={`${p}-time-error`} text={errors.time} />
        </div>
        <div className={`${styles.field} ${styles.wide}`}>
          <label htmlFor={`${p}-place`}>{t.place}</label>
          {!draft.isManual && (
            <PlaceCombobox id={`${p}-place`} value={draft.place} onChange={(place) => set('place', place)} isInvalid={!!errors.place} errorId={errors.place ? `${p}-place-error` : undefined} />
          )}
          <FieldError id={`${p}-place-error`} text={errors.place} />
          <label className={styles.check}>
            <input type="checkbox" checked={draft.isManual} onChange={(e) => set('isManual', e.target.checked)} /> {t.manualPlace}
          </label>
          {draft.isManual && (
            <div className={styles.grid}>
              <div className={styles.field}>
                <label htmlFor={`${p}-lat`}>{t.lat}</label>
                <input id={`${p}-lat`} inputMode="decimal" value={draft.lat} onChange={(e) => set('lat', e.target.value)} {...err('lat')} />
                <FieldError id={`${p}-lat-error`} text={errors.lat} />
              </div>
              <div className={styles.field}>
                <label htmlFor={`${p}-lon`}>{t.lon}</label>
                <input id={`${p}-lon`} inputMode="decimal" value={draft.lon} onChange={(e) => set('lon', e.target.value)} {...err('lon')} />
                <FieldError id={`${p}-lon-error`} text={errors.lon} />
              </div>
              <div className={styles.field}>
                <label htmlFor={`${p}-zone`}>{t.zone}</label>
                <input id={`${p}-zone`} value={draft.zone} onChange={(e) => set('zone', e.target.value)} {...err('zone')} />
                <FieldError id={`${p}-zone-error`} text={errors.zone} />
              </div>
              <div className={styles.field}>
                <label htmlFor={`${p}-placeName`}>{t.placeName}</label>
                <input id={`${p}-placeName`} maxLength={120} value={draft.placeName} onChange={(e) => set('placeName', e.target.value)} />
              </div>
            </div>
          )}
        </div>
      </div>
      <FieldError id={`${p}-form-error`} text={errors.form} />
    </fieldset>
  );
}

'use client';

import { useId } from 'react';
import { astrologerLanguages, astrologerSkills } from '@nakshatra/shared/astrologer-lists';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { ChoiceGroup } from './choice-group';
import { Field } from './field';
import type { DetailStep, FieldErrors, Files, FormValues } from './form-model';
import { languageLabel, skillLabel } from './labels';
import type { RegistrationMessages } from './messages';
import styles from './registration.module.css';
import { isoToIndianDate, parseIndianDate } from '@/features/ui/dates';

type Props = {
  step: DetailStep;
  m: RegistrationMessages;
  values: FormValues;
  files: Files;
  errors: FieldErrors;
  onValues: (patch: Partial<FormValues>) => void;
  onFiles: (patch: Partial<Files>) => void;
};

/** The fields of one step after the phone (about you, your practice, documents and bank). */
export function DetailStepFields({ step, m, values, files, errors, onValues, onFiles }: Props) {
  const { lang } = useI18n();
  const genderId = useId();
  const photoId = useId();
  const identityId = useId();
  const text = (key: keyof FormValues) => ({
    value: values[key] as string,
    onChange: (e: { target: { value: string } }) => onValues({ [key]: e.target.value }),
  });

  if (step === 'about') {
    const a = m.about;
    return (
      <div className={styles.stepBody}>
        <Field label={a.name} hint={a.nameHint} error={errors.name} autoComplete="name" maxLength={80} {...text('name')} />
        <Field label={a.email} type="email" error={errors.email} autoComplete="email" {...text('email')} />
        <div className={styles.field}>
          <label htmlFor={genderId}>{a.gender}</label>
          <select
            id={genderId}
            value={values.gender}
            onChange={(e) => onValues({ gender: e.target.value as FormValues['gender'] })}
            aria-invalid={errors.gender ? true : undefined}
            aria-describedby={errors.gender ? `${genderId}-error` : undefined}
          >
            <option value="">{a.choose}</option>
            <option value="male">{a.male}</option>
            <option value="female">{a.female}</option>
            <option value="other">{a.other}</option>
          </select>
          {errors.gender && (
            <p id={`${genderId}-error`} className={styles.error}>
              {errors.gender}
            </p>
          )}
        </div>
        <Field label={a.birthDate} hint={a.birthHint} error={errors.birth_date} autoComplete="bday" inputMode="numeric" maxLength={10} placeholder={lang === 'hi' ? 'दिन/माह/वर्ष' : 'DD/MM/YYYY'} value={isoToIndianDate(values.birth_date as string)} onChange={(e) => onValues({ birth_date: parseIndianDate(e.target.value) })} />
      </div>
    );
  }

  if (step === 'practice') {
    const p = m.practice;
    return (
      <div className={styles.stepBody}>
        <ChoiceGroup legend={p.languages} options={astrologerLanguages} selected={values.languages} labelOf={(l) => languageLabel(l, lang)} onChange={(languages) => onValues({ languages })} error={errors.languages} />
        <ChoiceGroup legend={p.skills} options={astrologerSkills} selected={values.skills} labelOf={(s) => skillLabel(s, lang)} onChange={(skills) => onValues({ skills })} error={errors.skills} />
        <div className={styles.pair}>
          <Field label={p.experience} type="text" inputMode="numeric" maxLength={2} error={errors.experience_years} {...text('experience_years')} />
          <Field label={p.price} hint={p.priceHint} type="text" inputMode="decimal" maxLength={9} error={errors.price_per_minute_paise} {...text('price_rupees')} />
        </div>
        <Field
          label={p.biography}
          hint={`${p.biographyHint} ${format(p.characters, { n: values.biography.trim().length })}`}
          isMultiline
          rows={7}
          maxLength={3000}
          error={errors.biography}
          {...text('biography')}
        />
      </div>
    );
  }

  const d = m.documents;
  return (
    <div className={styles.stepBody}>
      <div className={styles.field}>
        <label htmlFor={photoId}>{d.photo}</label>
        <input
          id={photoId}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          onChange={(e) => onFiles({ photo: e.target.files?.[0] ?? null })}
          aria-invalid={errors.photo ? true : undefined}
          aria-describedby={`${photoId}-hint${errors.photo ? ` ${photoId}-error` : ''}`}
        />
        <p id={`${photoId}-hint`} className={styles.hint}>
          {d.photoHint}
          {files.photo ? ` ${format(d.chosen, { name: files.photo.name })}` : ''}
        </p>
        {errors.photo && (
          <p id={`${photoId}-error`} className={styles.error}>
            {errors.photo}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={identityId}>{d.identity}</label>
        <input
          id={identityId}
          type="file"
          accept="image/jpeg,image/png,application/pdf"
          onChange={(e) => onFiles({ identity: e.target.files?.[0] ?? null })}
          aria-invalid={errors.identity_document ? true : undefined}
          aria-describedby={`${identityId}-hint${errors.identity_document ? ` ${identityId}-error` : ''}`}
        />
        <p id={`${identityId}-hint`} className={styles.hint}>
          {d.identityHint}
          {files.identity ? ` ${format(d.chosen, { name: files.identity.name })}` : ''}
        </p>
        {errors.identity_document && (
          <p id={`${identityId}-error`} className={styles.error}>
            {errors.identity_document}
          </p>
        )}
      </div>
      <fieldset className={styles.group}>
        <legend>{d.bank}</legend>
        <p className={styles.hint}>{d.bankHint}</p>
        <Field label={d.accountName} error={errors['bank.account_name']} autoComplete="off" maxLength={100} {...text('account_name')} />
        <div className={styles.pair}>
          <Field label={d.accountNumber} inputMode="numeric" autoComplete="off" maxLength={18} error={errors['bank.account_number']} {...text('account_number')} />
          <Field label={d.ifsc} autoComplete="off" maxLength={11} error={errors['bank.ifsc']} {...text('ifsc')} />
        </div>
      </fieldset>
      <p className={styles.hint}>{d.consent}</p>
    </div>
  );
}

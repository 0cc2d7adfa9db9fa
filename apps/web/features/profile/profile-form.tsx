'use client';

import { useState, type FormEvent } from 'react';
import { toast } from '@/features/ui/toast';
import type { SingleUser, UserDetails } from '@nakshatra/shared';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, isApiFailure, postForm } from '@/features/api/client';
import { updateUser } from '@/features/auth/auth-api';
import { saveUserDetails } from '@/features/auth/user-details';
import { avatarFor, formatRupees } from '@/features/shell/avatar';
import { bodyFrom, fieldOfMessage, profileFields, valuesFrom, type FieldErrors, type ProfileField, type ProfileValues } from './profile-form-model';
import { DateField, TimeField } from '@/features/ui/date-time-fields';
import { EmailChange } from './email-change';
import styles from './profile.module.css';

// the shared schema (with zod) is fetched when the form is first saved, not with the page
const loadSchema = () => import('@/features/api/shared').then((m) => m.updateUserBodySchema);

type Props = { details: UserDetails; user: SingleUser; onSaved: (user: SingleUser) => void };

/** The profile form: checked with the shared schema first, then by the server; messages sit by their fields. */
export function ProfileForm({ details, user, onSaved }: Props) {
  const { t } = useI18n();
  const [values, setValues] = useState<ProfileValues>(() => valuesFrom(user));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const avatar = avatarFor(user, { anonymous: t.header.anonymous, notAvailable: t.header.notAvailable });

  const set = (field: ProfileField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const [isUploading, setIsUploading] = useState(false);

  /** Sends the chosen photo to /upload (re-encoded, metadata removed) and puts its address in the form. */
  async function onPhoto(file: File | undefined) {
    if (!file) return;
    setIsUploading(true);
    const body = new FormData();
    body.append('file', file);
    const res = await postForm<{ data: { url: string } }>('/upload?purpose=avatar', body);
    setIsUploading(false);
    if ('error_msge' in res) {
      setErrors((e) => ({ ...e, img_url: res.error_msge }));
      return;
    }
    setErrors((e) => ({ ...e, img_url: undefined }));
    set('img_url')(res.data.url);
    toast.success(t.profile.photoUploaded);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const body = bodyFrom(values);
    const schema = await loadSchema().catch(() => null);
    if (!schema) return setFormError(t.profile.saveFailed);
    const checked = schema.safeParse(body);
    if (!checked.success) {
      const next: FieldErrors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && (profileFields as readonly string[]).includes(field) && !next[field as ProfileField]) next[field as ProfileField] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      const res = await updateUser(user.id, checked.data);
      if (!isApiFailure(res) && res?.data) {
        onSaved(res.data);
        if (res.data.id === details.id) saveUserDetails({ ...details, name: res.data.name, img_url: res.data.img_url });
        toast.success(t.profile.saved);
        return;
      }
      const message = isApiFailure(res) ? apiErrorOf(res).message : undefined;
      const field = message ? fieldOfMessage(message) : null;
      if (message && field) setErrors({ [field]: message });
      else setFormError(message ?? t.profile.saveFailed);
    } catch {
      setFormError(t.profile.saveFailed);
    } finally {
      setIsSaving(false);
    }
  }

  const text = (field: ProfileField, label: string, type = 'text', extra: Record<string, string> = {}) => (
    <div className={styles.field}>
      <label htmlFor={`profile-${field}`}>{label}</label>
      <input
        id={`profile-${field}`}
        type={type}
        value={values[field]}
        onChange={(e) => set(field)(e.target.value)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={errors[field] ? `profile-${field}-error` : undefined}
        {...extra}
      />
      {field === 'img_url' && <p className={styles.hint}>{t.profile.imgUrlHint}</p>}
      {errors[field] && (
        <p id={`profile-${field}-error`} className={styles.error}>
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.summary}>
        <img src={avatar.imgSrc} alt={t.header.avatarAlt} width={72} height={72} className={styles.avatar} />
        <dl>
          <dt>{t.profile.phone}</dt>
          <dd>{avatar.phone}</dd>
          <dt>{t.profile.balance}</dt>
          <dd>{formatRupees(user.balance)}</dd>
        </dl>
      </div>
      {text('name', t.profile.name, 'text', { autoComplete: 'name', maxLength: '80' })}
      <EmailChange user={user} onSaved={(u) => { onSaved(u); if (u.id === details.id) saveUserDetails({ ...details, email: u.email }); }} />
      <div className={styles.field}>
        <label htmlFor="profile-gender">{t.profile.gender}</label>
        <select id="profile-gender" value={values.gender} onChange={(e) => set('gender')(e.target.value)} aria-invalid={errors.gender ? true : undefined}>
          <option value="">{t.profile.genderUnset}</option>
          <option value="male">{t.profile.male}</option>
          <option value="female">{t.profile.female}</option>
          <option value="other">{t.profile.other}</option>
        </select>
        {errors.gender && <p className={styles.error}>{errors.gender}</p>}
      </div>
      <div className={styles.field}>
        <label htmlFor="profile-birth_date">{t.profile.birthDate}</label>
        <DateField id="profile-birth_date" autoComplete="bday" value={values.birth_date} onChange={set('birth_date')} aria-invalid={errors.birth_date ? true : undefined} aria-describedby={errors.birth_date ? 'profile-birth_date-error' : undefined} />
        {errors.birth_date && <p id="profile-birth_date-error" className={styles.error}>{errors.birth_date}</p>}
      </div>
      <div className={styles.field}>
        <label htmlFor="profile-birth_time">{t.profile.birthTime}</label>
        <TimeField id="profile-birth_time" value={values.birth_time} onChange={set('birth_time')} aria-invalid={errors.birth_time ? true : undefined} aria-describedby={errors.birth_time ? 'profile-birth_time-error' : undefined} />
        {errors.birth_time && <p id="profile-birth_time-error" className={styles.error}>{errors.birth_time}</p>}
      </div>
      {text('birth_place', t.profile.birthPlace, 'text', { maxLength: '120' })}
      <div className={styles.field}>
        <label htmlFor="profile-photo">{t.profile.uploadPhoto}</label>
        <input id="profile-photo" type="file" accept="image/jpeg,image/png,image/webp" disabled={isUploading} onChange={(e) => void onPhoto(e.target.files?.[0])} />
        {isUploading && <p className={styles.hint}>{t.profile.uploading}</p>}
      </div>
      {text('img_url', t.profile.imgUrl, 'text')}
      {formError && (
        <p className={styles.error} role="alert">
          {formError}
        </p>
      )}
      <button type="submit" className="button" disabled={isSaving}>
        {isSaving ? t.profile.saving : t.profile.save}
      </button>
    </form>
  );
}

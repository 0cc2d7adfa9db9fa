'use client';

import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/features/ui/toast';
import { astrologerLanguages, astrologerProfileEditSchema, astrologerSkills, sensitiveProfileFields, type AstrologerProfileEdit } from '@nakshatra/shared';
import { format, type Locale } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, isApiFailure } from '@/features/api/client';
import { formatPaise } from '@/features/wallet/money';
import { ChoiceGroup } from '@/features/astro-registration/choice-group';
import { Field } from '@/features/astro-registration/field';
import { languageLabel, paiseToRupeesText, rupeesToPaise, skillLabel } from '@/features/astro-registration/labels';
import { failureSentence, sentenceIn } from '@/features/astro-registration/sentences';
import { editProfile, uploadPhoto, type OwnApplication, type PendingChanges } from './api';
import type { DashboardMessages } from './messages';
import styles from './dashboard.module.css';

type Values = { name: string; skills: string[]; languages: string[]; experience: string; price: string; biography: string; biographyHi: string };
type Key = keyof AstrologerProfileEdit;
type Errors = Partial<Record<Key, string>>;

const currentPrice = (a: OwnApplication) => a.price_per_minute_paise ?? a.asked_price_per_minute_paise;
const valuesOf = (a: OwnApplication): Values => ({
  name: a.name,
  skills: a.skills,
  languages: a.languages,
  experience: String(a.experience_years),
  price: paiseToRupeesText(currentPrice(a)),
  biography: a.biography,
  biographyHi: a.biography_hi ?? '',
});
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A pending change as the astrologer reads it. */
function pendingText(key: keyof PendingChanges, value: unknown, m: DashboardMessages, lang: Locale): string {
  if (key === 'price_per_minute_paise' && typeof value === 'number') return format(m.common.perMinute, { price: formatPaise(value) });
  if (key === 'experience_years' && typeof value === 'number') return format(m.profile.yearsValue, { n: value });
  if (key === 'skills' && Array.isArray(value)) return value.map((s) => skillLabel(String(s), lang)).join(', ');
  if (key === 'photo_url') return m.profile.photoChanged;
  return String(value);
}

/**
 * Profile edits (PATCH /api/astrologer/me/profile): biography and languages apply at once; name, skills,
 * experience, price and photo wait for the admin, shown as "waiting for approval" from the /me reply.
 */
export function ProfileEditor({ m, application, onSaved }: { m: DashboardMessages; application: OwnApplication; onSaved: (a: OwnApplication) => void }) {
  const { lang } = useI18n();
  const p = m.profile;
  const photoId = useId();
  const [values, setValues] = useState<Values>(() => valuesOf(application));
  const [photoUrl, setPhotoUrl] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const pending = application.pending_changes ?? {};
  const pendingKeys = sensitiveProfileFields.filter((k) => pending[k] !== undefined);
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const waiting = (key: keyof PendingChanges) =>
    pending[key] !== undefined ? (
      <span className={styles.pendingNote} data-testid={`pending-${key}`}>
        {format(p.waiting, { value: pendingText(key, pending[key], m, lang) })}
      </span>
    ) : null;
  const approvalHint = (key: keyof PendingChanges) => (
    <>
      <span className={styles.approvalTag}>{p.needsApproval}</span> {waiting(key)}
    </>
  );

  async function onPhoto(file: File | undefined) {
    if (!file) return;
    setIsUploading(true);
    const res = await uploadPhoto(file);
    setIsUploading(false);
    if ('error_msge' in res) return setErrors((e) => ({ ...e, photo_url: sentenceIn(lang, res.error_msge) }));
    setErrors((e) => ({ ...e, photo_url: undefined }));
    setPhotoUrl(res.data.url);
    toast.success(p.photoReady);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const body: Record<string, unknown> = {};
    if (values.biography.trim() !== application.biography) body.biography = values.biography;
    if (values.biographyHi.trim() !== (application.biography_hi ?? '')) body.biography_hi = values.biographyHi.trim();
    if (!sameList(values.languages, application.languages)) body.languages = values.languages;
    if (values.name.trim() !== application.name) body.name = values.name;
    if (!sameList(values.skills, application.skills)) body.skills = values.skills;
    if (values.experience.trim() !== String(application.experience_years)) body.experience_years = /^\d{1,3}$/.test(values.experience.trim()) ? Number(values.experience) : Number.NaN;
    const pricePaise = rupeesToPaise(values.price);
    if (values.price.trim() !== paiseToRupeesText(currentPrice(application))) body.price_per_minute_paise = pricePaise;
    if (photoUrl) body.photo_url = photoUrl;
    if (Object.keys(body).length === 0) return setFormError(p.nothing);

    const next: Errors = {};
    if ('price_per_minute_paise' in body && Number.isNaN(pricePaise)) next.price_per_minute_paise = p.priceFormat;
    if ('experience_years' in body && Number.isNaN(body.experience_years)) next.experience_years = sentenceIn(lang, 'Please enter whole years of experience.');
    const checked = astrologerProfileEditSchema.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const key = issue.path[0] as Key | undefined;
        if (key && !next[key]) next[key] = sentenceIn(lang, issue.message);
      }
    }
    setErrors(next);
    if (Object.keys(next).length || !checked.success) return setFormError(p.fixFields);

    setIsSaving(true);
    try {
      const res = await editProfile(checked.data);
      if (!isApiFailure(res)) {
        const hasSensitive = sensitiveProfileFields.some((k) => checked.data[k] !== undefined);
        onSaved(res.data);
        setValues(valuesOf(res.data));
        setPhotoUrl(null);
        toast.success(hasSensitive && res.data.status === 'approved' ? p.savedPending : p.saved);
        return;
      }
      const { code } = apiErrorOf(res);
      const sentence = failureSentence(res, lang, p.failed);
      if (code === 'price_out_of_limits') setErrors({ price_per_minute_paise: sentence });
      else setFormError(sentence);
    } catch {
      setFormError(p.failed);
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="profile-title" data-testid="profile-editor">
      <h2 id="profile-title">{p.title}</h2>
      <p className={styles.hint}>{p.intro}</p>
      {pendingKeys.length > 0 && (
        <div className={styles.pendingBox} role="status" data-testid="pending-changes">
          <h3>{p.pendingTitle}</h3>
          <p className={styles.hint}>{p.pendingIntro}</p>
          <ul>
            {pendingKeys.map((k) => (
              <li key={k}>
                {p.fields[k]}: {pendingText(k, pending[k], m, lang)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <form onSubmit={submit} noValidate className={styles.stack}>
        <Field label={p.biography} isMultiline rows={6} maxLength={3000} value={values.biography} onChange={(e) => set({ biography: e.target.value })} error={errors.biography} />
        <Field label={p.biographyHi} isMultiline rows={6} maxLength={3000} value={values.biographyHi} onChange={(e) => set({ biographyHi: e.target.value })} error={errors.biography_hi} lang="hi" />
        <ChoiceGroup legend={p.languages} options={astrologerLanguages} selected={values.languages} labelOf={(l) => languageLabel(l, lang)} onChange={(languages) => set({ languages })} error={errors.languages} />
        <Field label={p.name} hint={approvalHint('name')} maxLength={80} value={values.name} onChange={(e) => set({ name: e.target.value })} error={errors.name} />
        <ChoiceGroup legend={p.skills} options={astrologerSkills} selected={values.skills} labelOf={(s) => skillLabel(s, lang)} onChange={(skills) => set({ skills })} error={errors.skills} />
        <p className={styles.hint}>{approvalHint('skills')}</p>
        <div className={styles.pair}>
          <Field label={p.experience} hint={approvalHint('experience_years')} inputMode="numeric" maxLength={2} value={values.experience} onChange={(e) => set({ experience: e.target.value })} error={errors.experience_years} />
          <Field label={p.price} hint={approvalHint('price_per_minute_paise')} inputMode="decimal" maxLength={9} value={values.price} onChange={(e) => set({ price: e.target.value })} error={errors.price_per_minute_paise} />
        </div>
        <div className={styles.field}>
          <label htmlFor={photoId}>{p.photo}</label>
          <input id={photoId} type="file" accept="image/jpeg,image/png,image/webp" disabled={isUploading} onChange={(e) => void onPhoto(e.target.files?.[0])} aria-describedby={`${photoId}-hint`} />
          <p id={`${photoId}-hint`} className={styles.hint}>
            {isUploading ? p.uploading : p.photoHint} {approvalHint('photo_url')}
          </p>
          {errors.photo_url && <p className={styles.error}>{errors.photo_url}</p>}
        </div>
        <p className={styles.error} role="alert">
          {formError}
        </p>
        <div>
          <button type="submit" className="button" disabled={isSaving || isUploading} aria-busy={isSaving}>
            {isSaving ? p.saving : p.save}
          </button>
        </div>
      </form>
    </section>
  );
}

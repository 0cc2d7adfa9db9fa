'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import type { ConsultMode } from '@nakshatra/shared';
import { apiErrorOf, isApiFailure } from '@/features/api/client';
import { getSingleUser } from '@/features/auth/auth-api';
import { readUserDetails } from '@/features/auth/user-details';
import { PlaceCombobox } from '@/features/place-input/place-combobox';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { DateField, TimeField } from '@/features/ui/date-time-fields';
import { createSession } from './astrologers-api';
import { Dialog } from './dialog';
import { formatRupees } from '@/features/shell/avatar';
import { minimumBalanceText } from './format';
import { profilePath } from './directory-query';
import { emptyIntake, intakeFromUser, rechargeHref, toSessionBody, type IntakeErrors, type IntakeField, type IntakeValues } from './intake-model';
import { astrologerMessages } from './messages';
import styles from './astrologers.module.css';

export type StartTarget = { id: string; name: string; price_per_minute_paise: number };

/** What the server said no with, shown above the buttons. */
type Refusal = { kind: 'balance'; sentence: string; href: string } | { kind: 'active'; sessionId: string } | { kind: 'other'; sentence: string };

type Props = { astrologer: StartTarget; mode: ConsultMode; onClose: () => void; onSignedOut: () => void };

/** The intake form (prefilled from the profile), an optional spending limit, then POST /api/create_chat_session. */
export function IntakeDialog({ astrologer, mode, onClose, onSignedOut }: Props) {
  const { lang } = useI18n();
  const t = astrologerMessages[lang].start;
  const router = useRouter();
  const [values, setValues] = useState<IntakeValues>(emptyIntake);
  const [isLoading, setIsLoading] = useState(true);
  const [errors, setErrors] = useState<IntakeErrors>({});
  const [isSending, setIsSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const name = astrologer.name;

  useEffect(() => {
    const details = readUserDetails();
    if (!details) return setIsLoading(false);
    let isCurrent = true;
    getSingleUser(details.id)
      .then((res) => {
        if (isCurrent && !isApiFailure(res) && res?.data) setValues(intakeFromUser(res.data));
      })
      .catch(() => {})
      .finally(() => isCurrent && setIsLoading(false));
    return () => {
      isCurrent = false;
    };
  }, []);

  const set = <K extends keyof IntakeValues>(key: K, value: IntakeValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const invalid = (f: IntakeField) => (errors[f] ? { 'aria-invalid': true as const, 'aria-describedby': `intake-${f}-error` } : {});
  const fieldError = (f: IntakeField) => errors[f] && <p id={`intake-${f}-error`} className={styles.fieldError}>{errors[f]}</p>;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setRefusal(null);
    const built = toSessionBody(values, astrologer.id, mode, lang, t);
    if ('errors' in built) return setErrors(built.errors);
    setErrors({});
    setIsSending(true);
    const res = await createSession(built.body).catch(() => null);
    if (res && !isApiFailure(res) && res.data?.id) return router.push(`/consultation/${res.data.id}`);
    setIsSending(false);
    if (!res || !isApiFailure(res)) return setRefusal({ kind: 'other', sentence: t.failed });
    if (res.error_status === 401) return onSignedOut();
    setRefusal(refusalOf(res));
  }

  function refusalOf(res: { error_status: number; response?: unknown }): Refusal {
    const { code, message } = apiErrorOf(res);
    const details = (res.response as { error?: { details?: Record<string, unknown> } } | undefined)?.error?.details ?? {};
    if (code === 'insufficient_balance') {
      const required = typeof details.required_paise === 'number' ? details.required_paise : astrologer.price_per_minute_paise * 5;
      const balance = typeof details.balance_paise === 'number' ? details.balance_paise : 0;
      // English pages show the server's sentence word for word; Hindi builds the same sentence from its numbers
      const sentence = lang === 'en' && message ? message : minimumBalanceText(required, name, mode, lang);
      return { kind: 'balance', sentence, href: rechargeHref(profilePath(astrologer.id), required, balance) };
    }
    if (code === 'active_session_exists' && typeof details.session_id === 'string') return { kind: 'active', sessionId: details.session_id };
    if (code === 'astrologer_unavailable') return { kind: 'other', sentence: lang === 'en' && message ? message : format(t.unavailableServer, { name }) };
    return { kind: 'other', sentence: lang === 'en' && message ? message : t.failed };
  }

  const priceLine = format(mode === 'call' ? t.priceLineCall : t.priceLine, { price: formatRupees(astrologer.price_per_minute_paise / 100), name });

  return (
    <Dialog title={format(t.intakeTitle, { name })} closeLabel={t.close} onClose={onClose} isWide>
      <p className={styles.dialogIntro}>{format(t.intakeIntro, { name })}</p>
      {isLoading ? (
        <p aria-live="polite">{t.loadingProfile}</p>
      ) : (
        <form className={styles.intakeForm} onSubmit={submit} noValidate>
          <div className={styles.field}>
            <label htmlFor="intake-name">{t.name}</label>
            <input id="intake-name" autoComplete="name" maxLength={80} value={values.name} onChange={(e) => set('name', e.target.value)} {...invalid('name')} />
            {fieldError('name')}
          </div>
          <div className={styles.field}>
            <label htmlFor="intake-gender">{t.gender}</label>
            <select id="intake-gender" value={values.gender} onChange={(e) => set('gender', e.target.value as IntakeValues['gender'])} {...invalid('gender')}>
              <option value="">{t.choose}</option>
              <option value="male">{astrologerMessages[lang].directory.male}</option>
              <option value="female">{astrologerMessages[lang].directory.female}</option>
              <option value="other">{astrologerMessages[lang].directory.other}</option>
            </select>
            {fieldError('gender')}
          </div>
          <div className={styles.field}>
            <label htmlFor="intake-birthDate">{t.birthDate}</label>
            <DateField id="intake-birthDate" autoComplete="bday" value={values.birthDate} onChange={(v) => set('birthDate', v)} {...invalid('birthDate')} />
            {fieldError('birthDate')}
          </div>
          <div className={styles.field}>
            <label htmlFor="intake-birthTime">{t.birthTime}</label>
            <TimeField id="intake-birthTime" value={values.birthTime} onChange={(v) => set('birthTime', v)} {...invalid('birthTime')} />
            {fieldError('birthTime')}
          </div>
          <div className={`${styles.field} ${styles.fieldWide}`}>
            <label htmlFor="intake-place">{t.birthPlace}</label>
            <PlaceCombobox id="intake-place" value={values.place} onChange={(p) => set('place', p)} />
            <p className={styles.hint}>{t.placeHint}</p>
          </div>
          <div className={`${styles.field} ${styles.fieldWide}`}>
            <label htmlFor="intake-topic">{t.topic}</label>
            <textarea id="intake-topic" rows={3} maxLength={500} placeholder={t.topicPlaceholder} value={values.topic} onChange={(e) => set('topic', e.target.value)} {...invalid('topic')} />
            {fieldError('topic')}
          </div>
          <div className={`${styles.field} ${styles.fieldWide}`}>
            <label htmlFor="intake-cap">{t.cap}</label>
            <input id="intake-cap" inputMode="numeric" pattern="[0-9]*" maxLength={6} value={values.capRupees} onChange={(e) => set('capRupees', e.target.value)} aria-describedby={errors.capRupees ? 'intake-capRupees-error' : 'intake-cap-hint'} aria-invalid={errors.capRupees ? true : undefined} />
            <p id="intake-cap-hint" className={styles.hint}>{t.capHint}</p>
            {fieldError('capRupees')}
          </div>
          <p className={`${styles.fieldWide} ${styles.priceLine}`}>{priceLine}</p>
          {refusal && (
            <div className={`${styles.fieldWide} ${styles.refusal}`} role="alert" data-testid="start-refusal">
              {refusal.kind === 'active' ? <p>{t.activeSession}</p> : <p>{refusal.sentence}</p>}
              {refusal.kind === 'balance' && (
                <Link href={refusal.href} className="button">
                  {t.recharge}
                </Link>
              )}
              {refusal.kind === 'active' && (
                <Link href={`/consultation/${refusal.sessionId}`} className="button">
                  {t.openSession}
                </Link>
              )}
            </div>
          )}
          <div className={`${styles.fieldWide} ${styles.dialogActions}`}>
            <button type="submit" className="button" disabled={isSending} aria-busy={isSending}>
              {isSending ? t.sending : mode === 'call' ? t.submitCall : t.submit}
            </button>
            <button type="button" className={styles.secondaryButton} onClick={onClose}>
              {t.cancel}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

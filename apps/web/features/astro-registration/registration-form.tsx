'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { UserDetails } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, isApiFailure } from '@/features/api/client';
import { saveUserDetails } from '@/features/auth/user-details';
import { submitApplication } from './api';
import { DetailStepFields } from './detail-steps';
import { emptyValues, fieldOf, loadSchemas, stepOfField, stepOrder, validate, type DetailStep, type FieldErrors, type FieldPath, type Files, type FormValues, type Step } from './form-model';
import type { RegistrationMessages } from './messages';
import { PhoneStep, type Verified } from './phone-step';
import { sentenceIn } from './sentences';
import styles from './registration.module.css';

type Props = {
  m: RegistrationMessages;
  /** the number already has an astrologer account */
  onExists: (phone: string) => void;
  onSubmitted: (r: { name: string; phone: string; user: UserDetails }) => void;
};

/** Which server sentences belong to which field when the reply names no path. */
function fieldOfServerError(code: string | undefined, message: string | undefined): FieldPath | null {
  if (code === 'document_unsupported_type' || message?.includes('identity document')) return 'identity_document';
  if (code === 'upload_unsupported_type' || message?.includes('photo')) return 'photo';
  if (code === 'price_out_of_limits') return 'price_per_minute_paise';
  if (message?.includes('e-mail')) return 'email';
  return null;
}

/** The four steps of the application; every step is checked before the next opens, the server has the last word. */
export function RegistrationForm({ m, onExists, onSubmitted }: Props) {
  const { lang, t: all } = useI18n();
  const [step, setStep] = useState<Step>('phone');
  const [verified, setVerified] = useState<Verified | null>(null);
  const [phoneNotice, setPhoneNotice] = useState<string | null>(null);
  const [values, setValues] = useState<FormValues>(emptyValues);
  const [files, setFiles] = useState<Files>({ photo: null, identity: null });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const isFirstRender = useRef(true);
  const index = stepOrder.indexOf(step);

  // past the phone, the form's checking code (the API's schema, with zod) is fetched ahead of the first "Next"
  useEffect(() => {
    if (step !== 'phone') loadSchemas().catch(() => { /* fetched again at the check */ });
  }, [step]);

  // each step change moves focus to the step's heading, so keyboard and screen-reader users start at its top
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const sentences = { ...m.errors, priceFormat: m.practice.priceFormat };
  const localise = (e: FieldErrors): FieldErrors => Object.fromEntries(Object.entries(e).map(([k, v]) => [k, sentenceIn(lang, v!)]));

  /** The steps' errors (shown), or null when the checking code could not be fetched (offline: the step stays). */
  async function check(steps: DetailStep[]) {
    const result = await validate(steps, values, files, sentences).catch(() => null);
    if (!result) {
      setFormError(m.errors.submitFailed);
      return null;
    }
    setErrors(localise(result.errors));
    setFormError(Object.keys(result.errors).length ? m.errors.fixFields : null);
    return result;
  }

  // one check or submission at a time: the check waits for the schema's code, so a second press could overtake it
  const isBusyRef = useRef(false);
  async function goNext(event: FormEvent) {
    event.preventDefault();
    if (step === 'phone' || isBusyRef.current) return;
    isBusyRef.current = true;
    try {
      const checked = await check([step]);
      if (!checked || Object.keys(checked.errors).length) return;
      if (step !== 'documents') setStep(stepOrder[index + 1]);
      else await submit();
    } finally {
      isBusyRef.current = false;
    }
  }

  async function submit() {
    if (!verified) return setStep('phone');
    const result = await check(['about', 'practice', 'documents']);
    if (!result) return;
    const first = Object.keys(result.errors)[0] as FieldPath | undefined;
    if (first) return setStep(stepOfField(first));
    if (!result.data || !files.identity) return;
    setIsSubmitting(true);
    try {
      const res = await submitApplication({ ...result.data, application_token: verified.token }, files.identity, files.photo);
      if (!isApiFailure(res)) {
        saveUserDetails(res.data.user);
        onSubmitted({ name: result.data.name, phone: verified.phone, user: res.data.user });
        return;
      }
      const { code, message } = apiErrorOf(res);
      const details = (res.response as { error?: { details?: { path?: unknown } } } | undefined)?.error?.details;
      if (code === 'application_token_invalid') {
        setVerified(null);
        setPhoneNotice(sentenceIn(lang, message ?? '', code));
        setFormError(null);
        return setStep('phone');
      }
      if (code === 'astrologer_exists' && !message?.includes('e-mail')) return onExists(verified.phone);
      const field = (typeof details?.path === 'string' ? fieldOf(details.path) : null) ?? fieldOfServerError(code, message);
      const sentence = message ? sentenceIn(lang, message, code) : m.errors.submitFailed;
      if (field) {
        setErrors({ [field]: sentence });
        setFormError(m.errors.fixFields);
        setStep(stepOfField(field));
      } else setFormError(sentence);
    } catch {
      setFormError(m.errors.submitFailed);
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <div className={styles.formCard}>
      <ol className={styles.stepper} aria-label={m.steps.label}>
        {stepOrder.map((s, i) => (
          <li key={s} className={i === index ? styles.stepCurrent : i < index ? styles.stepDone : undefined} aria-current={i === index ? 'step' : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {i < index ? '✓' : i + 1}
            </span>
            <span>{m.steps[s]}</span>
            {i < index && <span className="visually-hidden"> ({m.steps.done})</span>}
          </li>
        ))}
      </ol>
      <h2 ref={headingRef} tabIndex={-1} className={styles.stepTitle}>
        {format(m.steps.stepOf, { n: index + 1, total: stepOrder.length, name: m.steps[step] })}
      </h2>
      {step === 'phone' ? (
        <>
          <PhoneStep
            m={m}
            verified={verified}
            notice={phoneNotice}
            onVerified={(v) => {
              setVerified(v);
              setPhoneNotice(null);
              setStep('about');
            }}
            onExists={onExists}
          />
          {verified && (
            <div className={styles.nav}>
              <span />
              <button type="button" className="button" onClick={() => setStep('about')}>
                {m.nav.next}
              </button>
            </div>
          )}
        </>
      ) : (
        <form onSubmit={(event) => void goNext(event)} noValidate>
          <DetailStepFields
            step={step}
            m={m}
            values={values}
            files={files}
            errors={errors}
            onValues={(patch) => setValues((v) => ({ ...v, ...patch }))}
            onFiles={(patch) => setFiles((f) => ({ ...f, ...patch }))}
          />
          <p className={styles.error} role="alert">
            {formError}
          </p>
          {step === 'documents' && (
            <p>
              {all.login.agreeBefore}
              <a href="/terms-and-conditions" target="_blank" rel="noopener noreferrer">{all.login.terms}</a>
              {all.login.agreeAnd}
              <a href="/privacy-policy" target="_blank" rel="noopener noreferrer">{all.login.privacy}</a>
              {all.login.agreeAfter}
            </p>
          )}
          <div className={styles.nav}>
            <button
              type="button"
              className="button-secondary"
              onClick={() => {
                setFormError(null);
                setStep(stepOrder[index - 1]);
              }}
            >
              {m.nav.back}
            </button>
            <button type="submit" className="button" disabled={isSubmitting} aria-busy={isSubmitting}>
              {step === 'documents' ? (isSubmitting ? m.nav.submitting : m.nav.submit) : m.nav.next}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}


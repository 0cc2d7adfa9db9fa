'use client';

import { useState, type FormEvent } from 'react';
import { supportTicketProblems } from '@nakshatra/shared/rules';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, isApiFailure, postJson } from '@/features/api/client';
import { contactEmail } from '@/features/shell/contact';
import { contentMessages } from './messages';
import styles from './forms.module.css';

type Field = 'name' | 'contact' | 'message';

/** /support: a contact form that opens a ticket (POST /api/support/tickets) the admins see and answer. */
export function SupportForm() {
  const { lang } = useI18n();
  const t = contentMessages[lang].support;
  const [values, setValues] = useState({ name: '', contact: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState<{ kind: 'idle' | 'sending' | 'sent' | 'failed'; text?: string }>({ kind: 'idle' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // the rules the API's schema is built on, without zod (the server checks again)
    const problems = supportTicketProblems(values);
    if (problems.length > 0) {
      setErrors(Object.fromEntries(problems.map((field) => [field, t.errors[field]])));
      document.getElementById(`support-${problems[0]}`)?.focus();
      return;
    }
    setErrors({});
    setStatus({ kind: 'sending' });
    try {
      const res = await postJson<{ data: { id: string } }>('/api/support/tickets', { name: values.name.trim(), contact: values.contact.trim(), message: values.message.trim() });
      if (isApiFailure(res)) setStatus({ kind: 'failed', text: lang === 'en' ? (apiErrorOf(res).message ?? t.failed) : t.failed });
      else setStatus({ kind: 'sent', text: format(t.sent, { id: res.data.id.slice(0, 8) }) });
    } catch {
      setStatus({ kind: 'failed', text: t.failed });
    }
  };

  if (status.kind === 'sent')
    return (
      <div className={styles.done} role="status">
        <p>{status.text}</p>
        <button type="button" className="button" onClick={() => { setValues({ name: '', contact: '', message: '' }); setStatus({ kind: 'idle' }); }}>
          {t.another}
        </button>
      </div>
    );

  const field = (name: Field, label: string, input: React.ReactNode, hint?: string) => (
    <div className={styles.field}>
      <label htmlFor={`support-${name}`}>{label}</label>
      {input}
      {hint && <span id={`support-${name}-hint`} className={styles.hint}>{hint}</span>}
      {errors[name] && <span id={`support-${name}-error`} className={styles.error}>{errors[name]}</span>}
    </div>
  );
  const describedBy = (name: Field, hasHint = false) => [hasHint ? `support-${name}-hint` : '', errors[name] ? `support-${name}-error` : ''].filter(Boolean).join(' ') || undefined;
  const set = (name: Field) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));

  return (
    <form onSubmit={submit} noValidate className={styles.form}>
      {field('name', t.name, <input id="support-name" name="name" autoComplete="name" value={values.name} onChange={set('name')} aria-invalid={!!errors.name} aria-describedby={describedBy('name')} maxLength={80} />)}
      {field('contact', t.contact, <input id="support-contact" name="contact" autoComplete="email" value={values.contact} onChange={set('contact')} aria-invalid={!!errors.contact} aria-describedby={describedBy('contact', true)} maxLength={120} />, t.contactHint)}
      {field('message', t.message, <textarea id="support-message" name="message" rows={6} value={values.message} onChange={set('message')} aria-invalid={!!errors.message} aria-describedby={describedBy('message')} maxLength={4000} />)}
      {status.kind === 'failed' && <p role="alert" className={styles.error}>{status.text}</p>}
      <button type="submit" className="button" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? t.sending : t.send}
      </button>
      <p className={styles.hint}>{format(t.alsoEmail, { email: contactEmail })}</p>
    </form>
  );
}

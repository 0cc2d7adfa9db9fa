'use client';

import { useId, useState, type FormEvent } from 'react';
import { normaliseEmail } from '@nakshatra/shared/rules';
import { useI18n } from '@/i18n/provider';
import { isApiFailure, postJson } from '@/features/api/client';
import styles from './forms.module.css';

/** The footer's newsletter sign-up: POST /api/send_subscribe_email, then the visitor confirms by e-mail (double opt-in). */
export function NewsletterForm() {
  const { lang, t: messages } = useI18n();
  const t = messages.newsletter;
  const id = useId();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' | 'error'; text?: string }>({ kind: 'idle' });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // a quick check for comfort; the server validates the address fully
    const address = normaliseEmail(email);
    if (!address) return setState({ kind: 'error', text: t.invalid });
    setState({ kind: 'sending' });
    try {
      const res = await postJson('/api/send_subscribe_email', { email: address, lang });
      setState(isApiFailure(res) ? { kind: 'error', text: t.failed } : { kind: 'sent', text: t.sent });
    } catch {
      setState({ kind: 'error', text: t.failed });
    }
  };

  return (
    <form onSubmit={submit} noValidate className={styles.newsletter} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} style={{ fontSize: '1rem', margin: 0 }}>{t.title}</h2>
      <p>{t.intro}</p>
      <div className={styles.newsletterRow}>
        <label htmlFor={`${id}-email`} className="visually-hidden">{t.email}</label>
        <input id={`${id}-email`} type="email" autoComplete="email" placeholder={t.email} value={email} onChange={(e) => setEmail(e.target.value)} aria-invalid={state.kind === 'error'} aria-describedby={`${id}-status`} />
        <button type="submit" className="button" disabled={state.kind === 'sending'}>{state.kind === 'sending' ? t.sending : t.subscribe}</button>
      </div>
      <p id={`${id}-status`} role={state.kind === 'error' ? 'alert' : 'status'} className={state.kind === 'error' ? styles.error : undefined}>
        {state.text}
      </p>
    </form>
  );
}

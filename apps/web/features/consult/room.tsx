'use client';

import Link from 'next/link';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useI18n } from '@/i18n/provider';
import { format } from '@/i18n';
import { isApiFailure, apiErrorOf, getJson, postForm, postJson } from '@/features/api/client';
import { SignInPrompt } from '@/features/wallet/sign-in-prompt';
import type { ConsultSession } from '@nakshatra/shared';
import { CallPanel } from './call-panel';
import { PushToggle } from '@/features/realtime/push';
import { consultMessages } from './messages';
import { useConsultation } from './use-consultation';
import styles from './consult.module.css';
import { useConfirm } from '@/features/ui/confirm-dialog';

const rupees = (paise: number) => (paise / 100).toFixed(paise % 100 ? 2 : 0);
const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false });
const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`;

/** Who the server says is signed in (the session cookie): undefined while asking, null when signed out. */
function useMe(): { id: string } | null | undefined {
  const [me, setMe] = useState<{ id: string } | null | undefined>(undefined);
  useEffect(() => {
    getJson<{ data: { id: string } }>('/api/me').then((r) => setMe(isApiFailure(r) ? null : r.data), () => setMe(null));
  }, []);
  return me;
}

/** /consultation/{id}: the chat (and the call) of one consultation, for its user and its astrologer alike. */
export function ConsultationRoom({ id }: { id: string }) {
  const { lang } = useI18n();
  const t = consultMessages[lang];
  const account = useMe();
  const c = useConsultation(id, !!account);
  const [draft, setDraft] = useState('');
  const [isAttaching, setIsAttaching] = useState(false);
  const [attachError, setAttachError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [, setNow] = useState(0);
  const [confirmDialog, ask] = useConfirm();
  const list = useRef<HTMLOListElement>(null);
  const typingSent = useRef(false);
  const s = c.session;
  const side = s && account ? (s.user.id === account.id ? 'user' : 'astrologer') : null;

  useEffect(() => { const timer = setInterval(() => setNow(Date.now()), 1000); return () => clearInterval(timer); }, []);
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
    const theirs = c.messages.filter((m) => m.sender !== side && m.sender !== 'system' && !m.read_at);
    if (side && theirs.length && document.visibilityState === 'visible') c.markRead(theirs[theirs.length - 1].seq);
  }, [c.messages, side]); // eslint-disable-line react-hooks/exhaustive-deps

  if (account === undefined) return <p className={styles.note}>{t.connecting}</p>;
  if (account === null) return <SignInPrompt message={t.signIn} buttonLabel={t.login} />;
  if (c.error?.code === 'session_not_found' && !s) return <p className={styles.note} role="alert">{t.notFound}</p>;
  if (!s) return <p className={styles.note}>{t.connecting}</p>;

  const live = s.status === 'accepted' || s.status === 'active';
  // a started minute is held on the wallet while it runs and charged when it ends: show both, so the figures agree
  const chargedMinutes = Math.round(s.charged_paise / Math.max(1, s.price_per_minute_paise));
  const held = s.status === 'active' ? Math.max(0, s.billed_minutes * s.price_per_minute_paise - s.charged_paise) : 0;
  const running = s.status === 'active' && !s.paused;
  const seconds = s.metered_seconds + (running ? (Date.now() - c.receivedAt) / 1000 : 0);
  const other = side === 'user' ? s.astrologer.name : s.user.name;
  const statusText = s.status === 'active' && s.paused ? t.status.paused : s.status === 'accepted' && s.mode === 'call' ? t.status.acceptedCall : t.status[s.status];
  const expiresIn = s.status === 'requested' && s.request_expires_at ? Math.max(0, Math.ceil((Date.parse(s.request_expires_at) - Date.now()) / 1000)) : null;

  async function act(verb: 'end' | 'cancel') {
    if (verb === 'end' && !(await ask({ message: t.confirmEnd, confirmLabel: t.end, isDanger: true }))) return;
    const res = await postJson<{ data: ConsultSession }>(`/api/consult/sessions/${id}/${verb}`);
    if (!isApiFailure(res)) c.setSession(res.data);
  }
  /** A picture goes through /upload (type checked by its bytes, re-encoded, metadata removed), then into the chat with any typed text. */
  async function attach(file: File | undefined) {
    if (!file) return;
    setAttachError(null);
    setIsAttaching(true);
    const body = new FormData();
    body.append('file', file);
    const res = await postForm<{ data: { url: string } }>('/upload?purpose=chat', body);
    setIsAttaching(false);
    if (fileInput.current) fileInput.current.value = '';
    if ('error_msge' in res) return setAttachError(format(t.attachFailed, { reason: res.error_msge }));
    c.send(draft.trim(), res.data.url);
    setDraft('');
  }
  function submit(e: FormEvent) {
    e.preventDefault();
    const text = draft.trim();
    if (!text) return;
    c.send(text);
    setDraft('');
    c.typing(false);
    typingSent.current = false;
  }

  return (
    <div className={styles.room}>
      {confirmDialog}
      <header className={styles.head}>
        <div>
          <h1>{s.mode === 'call' ? t.callWith : t.chatWith} {other}</h1>
          <p className={styles.status} role="status" data-testid="session-status" data-status={s.status}>
            {statusText}{s.end_reason ? ` (${t.endReason[s.end_reason]})` : ''}
          </p>
          {!c.connected && live && <p className={styles.warn} role="alert">{t.reconnecting}</p>}
        </div>
        <dl className={styles.meter}>
          <div><dt>₹{rupees(s.price_per_minute_paise)}</dt><dd>{t.perMinute}</dd></div>
          <div><dt data-testid="meter-time">{clock(seconds)}</dt><dd>{t.elapsed}</dd></div>
          <div><dt data-testid="meter-charged">₹{rupees(s.charged_paise)}</dt><dd>{t.charged} · {format(t.minutes, { n: chargedMinutes })}</dd></div>
          {held > 0 && <div><dt data-testid="meter-held">₹{rupees(held)}</dt><dd>{format(t.heldFor, { h: rupees(held), n: s.billed_minutes })}</dd></div>}
          {s.refunded_paise > 0 && <div><dt>₹{rupees(s.refunded_paise)}</dt><dd>{t.refunded}</dd></div>}
        </dl>
      </header>
      {live && (
        <p className={styles.note} data-testid="meter-rule">
          {s.started_at
            ? format(t.rule, { time: timeOf(s.started_at), why: s.mode === 'call' ? t.whyCall : t.whyChat, p: rupees(s.price_per_minute_paise) })
            : format(t.notStarted, { why: s.mode === 'call' ? t.whyCall : t.whyChat })}
        </p>
      )}

      {expiresIn !== null && <p className={styles.note} data-testid="expires-in">{format(t.expiresIn, { s: expiresIn })}</p>}
      {s.status === 'requested' && side === 'user' && <PushToggle />}

      {side === 'astrologer' && (
        <details className={styles.intake} open={s.status !== 'ended'}>
          <summary>{t.intake}</summary>
          <p>{s.intake.name} · {s.intake.gender} · {t.born} {s.intake.birth_date}{s.intake.birth_time ? ` ${s.intake.birth_time}` : ''}{s.intake.birth_place ? `, ${s.intake.birth_place}` : ''}</p>
          <p>{t.topic}: {s.intake.topic}</p>
        </details>
      )}

      {side === 'user' && c.warning && live && (
        <p className={styles.warn} role="alert" data-testid="low-balance">
          {format(t.lowBalance, { s: Math.max(0, Math.round(c.warning.seconds_left - (Date.now() - c.warning.at) / 1000)), b: rupees(c.warning.balance_paise) })}{' '}
          <a href={`/recharge?return=${encodeURIComponent(`/consultation/${id}`)}`} target="_blank" rel="noopener">{t.recharge}</a>
        </p>
      )}

      {s.mode === 'call' && side && <CallPanel session={s} side={side} t={t.call} />}

      <ol className={styles.messages} ref={list} aria-live="polite" aria-label={t.title}>
        {c.messages.map((m) => (
          <li key={m.id} className={m.sender === side ? styles.mine : m.sender === 'system' ? styles.system : styles.theirs} data-testid="chat-message" data-sender={m.sender}>
            <span className={styles.who}>{m.sender === side ? t.you : m.sender === 'system' ? t.system : other}</span>
            {m.text && <p>{m.text}</p>}
            {m.image_url && <img src={m.image_url} alt={t.picture} className={styles.picture} loading="lazy" />}
            {m.masked && <small>{t.masked}</small>}
            {m.sender === side && <small className={styles.tick} data-testid="message-mark">{m.read_at ? `✓✓ ${t.read}` : m.delivered_at ? `✓✓ ${t.delivered}` : '✓'}</small>}
          </li>
        ))}
        {c.pending.map((p) => (
          <li key={p.client_id} className={`${styles.mine} ${styles.pending}`}>
            <span className={styles.who}>{t.you}</span><p>{p.text}</p><small>{p.failed ? '⚠' : '…'}</small>
          </li>
        ))}
      </ol>
      {c.peerTyping && <p className={styles.typing}>{format(t.typing, { name: other })}</p>}
      {c.error && c.error.code !== 'session_not_found' && <p className={styles.error} role="alert">{t.errors[c.error.code] ?? c.error.message}</p>}

      {live && (
        <form className={styles.compose} onSubmit={submit}>
          <label htmlFor="chat-input" className="visually-hidden">{t.messageLabel}</label>
          <input id="chat-input" value={draft} maxLength={2000} autoComplete="off" placeholder={t.messagePlaceholder}
            onChange={(e) => { setDraft(e.target.value); if (!typingSent.current && e.target.value) { c.typing(true); typingSent.current = true; } if (!e.target.value && typingSent.current) { c.typing(false); typingSent.current = false; } }} />
          <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp" className="visually-hidden" tabIndex={-1} aria-hidden="true"
            onChange={(e) => void attach(e.target.files?.[0])} data-testid="chat-file" />
          <button type="button" className="button-secondary" onClick={() => fileInput.current?.click()} disabled={isAttaching} aria-busy={isAttaching}>
            {isAttaching ? t.attaching : t.attach}
          </button>
          <button type="submit" className="button">{t.send}</button>
        </form>
      )}
      {attachError && <p className={styles.error} role="alert">{attachError}</p>}
      <div className={styles.actions}>
        {s.status === 'requested' && side === 'user' && <button type="button" className="button" onClick={() => act('cancel')}>{t.cancel}</button>}
        {live && side && <button type="button" className={`button ${styles.danger}`} onClick={() => act('end')}>{t.end}</button>}
      </div>

      {s.status === 'ended' && (
        <section className={styles.ended}>
          <p data-testid="session-summary">{format(t.summary, { n: s.billed_minutes, c: rupees(s.charged_paise - s.refunded_paise) })}</p>
          {s.billed_minutes > 0 && (
            <section aria-labelledby="bill-title" data-testid="session-bill">
              <h2 id="bill-title" className={styles.billTitle}>{t.bill}</h2>
              {s.started_at && <p className={styles.note}>{format(t.rule, { time: timeOf(s.started_at), why: s.mode === 'call' ? t.whyCall : t.whyChat, p: rupees(s.price_per_minute_paise) })}</p>}
              <dl className={styles.bill}>
                <dt>{t.billMetered}</dt><dd>{clock(s.metered_seconds)}</dd>
                <dt>{t.billStarted}</dt><dd>{s.billed_minutes}</dd>
                <dt>{t.billPrice}</dt><dd>₹{rupees(s.price_per_minute_paise)}</dd>
                <dt>{t.billGross}</dt><dd>{s.billed_minutes} × ₹{rupees(s.price_per_minute_paise)} = ₹{rupees(s.billed_minutes * s.price_per_minute_paise)}</dd>
                {s.billed_minutes * s.price_per_minute_paise !== s.charged_paise - s.refunded_paise && (
                  <><dt>{t.billRefunded}</dt><dd>₹{rupees(s.billed_minutes * s.price_per_minute_paise - (s.charged_paise - s.refunded_paise))}{s.end_reason ? ` (${t.endReason[s.end_reason]})` : ''}</dd></>
                )}
                <dt>{t.billTotal}</dt><dd data-testid="bill-total">₹{rupees(s.charged_paise - s.refunded_paise)}</dd>
              </dl>
              <p className={styles.note}>{t.billNote}</p>
            </section>
          )}
          {side === 'user' && s.billed_minutes > 0 && s.charged_paise > s.refunded_paise && <ReviewForm astrologerId={s.astrologer.id} t={t} />}
          <p>{side === 'astrologer' ? <Link href="/astrologer">{t.dashboard}</Link> : <Link href="/astrology-services/chat-with-astrologer">{t.back}</Link>}</p>
        </section>
      )}
    </div>
  );
}

function ReviewForm({ astrologerId, t }: { astrologerId: string; t: (typeof consultMessages)['en'] }) {
  const [rating, setRating] = useState(5);
  const [text, setText] = useState('');
  const [state, setState] = useState<{ done?: boolean; error?: string }>({});
  if (state.done) return <p role="status" data-testid="review-done">{t.reviewThanks}</p>;
  async function submit(e: FormEvent) {
    e.preventDefault();
    const res = await postJson('/api/create_review', { astrologer_id: astrologerId, rating, text });
    const err = isApiFailure(res) ? apiErrorOf(res) : null;
    setState(err ? { error: (err.code && t.errors[err.code]) || err.message || t.errors.internal || 'Something went wrong. Please try again.' } : { done: true });
  }
  return (
    <form className={styles.review} onSubmit={submit}>
      <h2>{t.reviewTitle}</h2>
      <fieldset>
        <legend className="visually-hidden">{t.reviewTitle}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={styles.star}>
            <input type="radio" name="rating" value={n} checked={rating === n} onChange={() => setRating(n)} />
            <span aria-hidden="true">{n <= rating ? '★' : '☆'}</span><span className="visually-hidden">{format(t.stars, { n })}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor="review-text">{t.reviewText}</label>
      <textarea id="review-text" value={text} onChange={(e) => setText(e.target.value)} minLength={3} maxLength={2000} required rows={3} />
      {state.error && <p className={styles.error} role="alert">{state.error}</p>}
      <button type="submit" className="button">{t.submitReview}</button>
    </form>
  );
}

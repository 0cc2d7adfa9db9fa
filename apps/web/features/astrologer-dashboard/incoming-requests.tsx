'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useState } from 'react';
import { toast } from '@/features/ui/toast';
import type { ConsultSession } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, isApiFailure } from '@/features/api/client';
import { formatPaise } from '@/features/wallet/money';
import { failureSentence } from '@/features/astro-registration/sentences';
import { acceptSession, rejectSession } from './api';
import type { DashboardMessages } from './messages';
import styles from './dashboard.module.css';

type Props = {
  m: DashboardMessages;
  /** null until the first read */
  requests: ConsultSession[] | null;
  hasFailed: boolean;
  isConnected: boolean;
  onRetry: () => void;
  /** the request was answered here */
  onGone: (id: string) => void;
  /** the server says the request changed meanwhile: re-read the lists */
  onChanged: () => void;
};

/** "1:45": minutes and seconds left. */
const clock = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

/** Requests waiting for the astrologer, each with the seeker's intake and a countdown to its expiry. */
export function IncomingRequests({ m, requests, hasFailed, isConnected, onRetry, onGone, onChanged }: Props) {
  const r = m.requests;
  const [now, setNow] = useState(() => Date.now());
  const hasRequests = (requests?.length ?? 0) > 0;

  // one clock for every countdown; it counts to deadlines, so a throttled background tab is right when it wakes
  useEffect(() => {
    if (!hasRequests) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [hasRequests]);

  // an expired request the server has not yet reported stays a few seconds, marked expired, then goes
  const shown = (requests ?? []).filter((q) => !q.request_expires_at || Date.parse(q.request_expires_at) > now - 10_000);

  return (
    <section className={`${styles.card} ${styles.requests}`} aria-labelledby="requests-title" data-testid="incoming-requests">
      <div className={styles.cardHead}>
        <h2 id="requests-title">
          {r.title}
          {shown.length > 0 && <span className={styles.count}> ({shown.length})</span>}
        </h2>
        {!isConnected && (
          <p className={styles.hint} role="status">
            {r.reconnecting}
          </p>
        )}
      </div>
      {requests === null && !hasFailed && <p aria-live="polite">{m.common.loading}</p>}
      {hasFailed && (
        <div className={styles.notice} role="alert">
          <p>{m.common.loadFailed}</p>
          <button type="button" className="button-secondary" onClick={onRetry}>
            {m.common.retry}
          </button>
        </div>
      )}
      {requests !== null && shown.length === 0 && !hasFailed && <p className={styles.hint}>{r.none}</p>}
      {shown.length > 0 && (
        <ul className={styles.requestList} aria-live="polite">
          {shown.map((q) => (
            <RequestItem key={q.id} m={m} request={q} now={now} onGone={onGone} onChanged={onChanged} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RequestItem({ m, request, now, onGone, onChanged }: { m: DashboardMessages; request: ConsultSession; now: number; onGone: (id: string) => void; onChanged: () => void }) {
  const { lang } = useI18n();
  const router = useRouter();
  const r = m.requests;
  const reasonId = useId();
  const titleId = useId();
  const [isRejecting, setIsRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const leftMs = request.request_expires_at ? Date.parse(request.request_expires_at) - now : Number.POSITIVE_INFINITY;
  const isExpired = leftMs <= 0;
  const intake = request.intake;
  const gender = intake.gender === 'male' ? m.common.male : intake.gender === 'female' ? m.common.female : m.common.other;

  /** A conflict (expired, cancelled, another session running) is the server's sentence, and the lists are re-read. */
  function failed(res: Parameters<typeof apiErrorOf>[0]) {
    const { code } = apiErrorOf(res);
    if (code === 'session_state_conflict' || res.error_status === 404) {
      toast.error(res.error_status === 404 ? r.gone : failureSentence(res, lang, r.gone));
      onChanged();
      return;
    }
    setError(failureSentence(res, lang, r.failed));
  }

  async function accept() {
    setBusy('accept');
    setError(null);
    try {
      const res = await acceptSession(request.id);
      if (!isApiFailure(res)) {
        router.push(`/consultation/${request.id}`);
        return;
      }
      failed(res);
    } catch {
      setError(r.failed);
    }
    setBusy(null);
  }

  async function reject() {
    setBusy('reject');
    setError(null);
    try {
      const res = await rejectSession(request.id, reason.trim() || undefined);
      if (!isApiFailure(res)) {
        toast.success(r.rejected);
        onGone(request.id);
        return;
      }
      failed(res);
    } catch {
      setError(r.failed);
    }
    setBusy(null);
  }

  return (
    <li className={styles.request} aria-labelledby={titleId} data-testid="request" data-session-id={request.id}>
      <div className={styles.requestHead}>
        <h3 id={titleId}>
          {request.mode === 'call' ? r.call : r.chat} · {format(r.from, { name: intake.name })}
        </h3>
        <span className={`${styles.countdown} ${isExpired ? styles.countdownOver : leftMs < 30_000 ? styles.countdownLow : ''}`} role="timer" aria-live="off">
          {isExpired ? r.expired : format(r.expiresIn, { time: clock(leftMs) })}
        </span>
      </div>
      <dl className={styles.intake}>
        <dt>{r.name}</dt>
        <dd>{intake.name}</dd>
        <dt>{r.gender}</dt>
        <dd>{gender}</dd>
        <dt>{r.birth}</dt>
        <dd>
          {intake.birth_date}
          {', '}
          {intake.birth_time || r.timeUnknown}
        </dd>
        {intake.birth_place && (
          <>
            <dt>{r.birthPlace}</dt>
            <dd>{intake.birth_place}</dd>
          </>
        )}
        <dt>{r.topic}</dt>
        <dd className={styles.topic}>{intake.topic}</dd>
      </dl>
      <p className={styles.hint}>{format(r.price, { price: formatPaise(request.price_per_minute_paise) })}</p>
      {isRejecting ? (
        <form
          className={styles.stack}
          onSubmit={(e) => {
            e.preventDefault();
            void reject();
          }}
        >
          <div className={styles.field}>
            <label htmlFor={reasonId}>{r.rejectReason}</label>
            <textarea id={reasonId} rows={2} maxLength={300} value={reason} onChange={(e) => setReason(e.target.value)} />
          </div>
          <div className={styles.row}>
            <button type="submit" className={styles.dangerButton} disabled={busy !== null || isExpired}>
              {r.confirmReject}
            </button>
            <button type="button" className="button-secondary" onClick={() => setIsRejecting(false)}>
              {r.cancel}
            </button>
          </div>
        </form>
      ) : (
        <div className={styles.row}>
          <button type="button" className="button" disabled={busy !== null || isExpired} aria-busy={busy === 'accept'} onClick={() => void accept()}>
            {busy === 'accept' ? r.accepting : r.accept}
          </button>
          <button type="button" className="button-secondary" disabled={busy !== null || isExpired} onClick={() => setIsRejecting(true)}>
            {r.reject}
          </button>
        </div>
      )}
      <p className={styles.error} role="alert">
        {error}
      </p>
    </li>
  );
}

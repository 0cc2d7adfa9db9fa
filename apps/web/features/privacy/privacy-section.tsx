'use client';

import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { toast } from '@/features/ui/toast';
import type { ConsentState, DataExport, ErasureState } from '@nakshatra/shared';
import { useI18n } from '@/i18n/provider';
import { format } from '@/i18n/format';
import { isApiFailure } from '@/features/api/client';
import { formatDateTime, formatPaise } from '@/features/wallet/money';
import { useConfirm } from '@/features/ui/confirm-dialog';
import * as api from './privacy-api';
import styles from './privacy.module.css';

/**
 * The profile page's "Your data and privacy": the notice accepted, the marketing opt-in (one click to withdraw),
 * "download my data" with progress and expiring links, and "erase my account" with what it does stated first.
 */
export function PrivacySection() {
  const { t, lang } = useI18n();
  const m = t.privacy;
  const ids = { marketing: useId(), erase: useId(), title: useId() };
  const [consents, setConsents] = useState<ConsentState | null>(null);
  const [exp, setExp] = useState<DataExport | null>(null);
  const [erasure, setErasure] = useState<ErasureState | null>(null);
  const [typed, setTyped] = useState('');
  const [isBusy, setIsBusy] = useState(false);
  const [confirmDialog, ask] = useConfirm();
  const poll = useRef<ReturnType<typeof setTimeout> | null>(null);

  const readExport = useCallback(async () => {
    const res = await api.latestExport();
    if (isApiFailure(res)) return;
    setExp(res.data);
    if (res.data && (res.data.status === 'queued' || res.data.status === 'running')) poll.current = setTimeout(() => void readExport(), 1000);
  }, []);

  useEffect(() => {
    void api.getConsents().then((r) => { if (!isApiFailure(r)) setConsents(r.data); });
    void api.getErasure().then((r) => { if (!isApiFailure(r)) setErasure(r.data); });
    void readExport();
    return () => { if (poll.current) clearTimeout(poll.current); };
  }, [readExport]);

  async function toggleMarketing(granted: boolean) {
    // the box follows the click at once; a refusal puts it back
    const before = consents;
    if (before) setConsents({ ...before, marketing: { ...before.marketing, granted } });
    const r = await api.setMarketing(granted);
    if (isApiFailure(r)) {
      setConsents(before);
      return void toast.error(m.eraseFailed);
    }
    setConsents(r.data);
    toast.success(granted ? m.marketingOn : m.marketingOff);
  }

  async function prepare() {
    setIsBusy(true);
    const r = await api.askExport();
    setIsBusy(false);
    if (isApiFailure(r)) return void toast.error(m.downloadFailed);
    setExp(r.data);
    poll.current = setTimeout(() => void readExport(), 800);
  }

  async function erase() {
    if (!erasure) return;
    const due = new Date(Date.now() + erasure.grace_days * 86_400_000).toISOString();
    if (!(await ask({ message: format(m.eraseConfirm, { date: formatDateTime(due, lang) }), confirmLabel: m.eraseAsk, isDanger: true }))) return;
    setIsBusy(true);
    const r = await api.askErasure();
    setIsBusy(false);
    if (isApiFailure(r)) return void toast.error(m.eraseFailed);
    setErasure(r.data);
    setTyped('');
  }

  async function cancelErase() {
    const r = await api.cancelErasure();
    if (isApiFailure(r)) return void toast.error(m.eraseFailed);
    setErasure(r.data);
    toast.success(m.eraseCancelled);
  }

  const open = erasure?.request && (erasure.request.status === 'pending' || erasure.request.status === 'on_hold') ? erasure.request : null;
  const preparing = exp && (exp.status === 'queued' || exp.status === 'running');

  return (
    <section className={styles.section} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{m.section}</h2>
      {consents && (
        <>
          <p>
            {consents.notice.accepted_version && consents.notice.accepted_at
              ? format(m.noticeAccepted, { version: consents.notice.accepted_version, date: formatDateTime(consents.notice.accepted_at, lang) })
              : m.noticeNone}
          </p>
          <p className={styles.check}>
            <input id={ids.marketing} type="checkbox" checked={consents.marketing.granted} onChange={(e) => void toggleMarketing(e.target.checked)} />
            <label htmlFor={ids.marketing}>{m.marketing}</label>
          </p>
        </>
      )}

      <h3>{m.downloadTitle}</h3>
      <p>{m.downloadIntro}</p>
      <div aria-live="polite" data-testid="data-export">
        {preparing && (
          <p>
            <progress max={100} value={exp.progress} aria-label={m.downloadTitle} /> {format(m.downloadPreparing, { progress: exp.progress })}
          </p>
        )}
        {exp?.status === 'ready' && exp.downloads && exp.expires_at && (
          <>
            <p>{format(m.downloadReady, { date: formatDateTime(exp.expires_at, lang) })}</p>
            <p className={styles.row}>
              <a className="button" href={exp.downloads.pdf} download>{m.downloadPdf}</a>
              <a className="button-secondary" href={exp.downloads.json} download>{m.downloadJson}</a>
            </p>
          </>
        )}
        {exp?.status === 'expired' && <p>{m.downloadExpired}</p>}
        {exp?.status === 'failed' && <p role="alert">{m.downloadFailed}</p>}
      </div>
      {!preparing && (
        <button type="button" className="button-secondary" onClick={() => void prepare()} disabled={isBusy}>
          {m.downloadAsk}
        </button>
      )}

      <h3>{m.eraseTitle}</h3>
      {erasure && (
        <div data-testid="erasure">
          {open ? (
            <>
              <p role="status">
                {open.status === 'on_hold' && open.hold_reason
                  ? format(m.eraseOnHold, { reason: open.hold_reason })
                  : format(m.erasePending, { date: formatDateTime(open.due_at, lang) })}
              </p>
              <button type="button" className="button" onClick={() => void cancelErase()}>{m.eraseCancel}</button>
            </>
          ) : (
            <>
              <p>{m.eraseIntro}</p>
              <ul>
                <li>{format(m.eraseGrace, { days: erasure.grace_days })}</li>
                <li>{m.eraseDeleted}</li>
                <li>{m.eraseKept}</li>
                <li>{erasure.wallet.refundable_paise > 0 ? format(m.eraseRefund, { amount: formatPaise(erasure.wallet.refundable_paise) }) : m.eraseNoRefund}</li>
                {erasure.wallet.forfeited_paise > 0 && <li>{format(m.eraseForfeit, { amount: formatPaise(erasure.wallet.forfeited_paise) })}</li>}
              </ul>
              <p className={styles.row}>
                <label htmlFor={ids.erase}>{m.eraseTypeLabel}</label>
                <input id={ids.erase} value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" spellCheck={false} />
                <button type="button" className={styles.danger} disabled={typed.trim() !== 'ERASE' || isBusy} onClick={() => void erase()}>
                  {m.eraseAsk}
                </button>
              </p>
            </>
          )}
        </div>
      )}
      {confirmDialog}
    </section>
  );
}

'use client';

import Link from 'next/link';
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { toast } from '@/features/ui/toast';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, getJson, isApiFailure, postForm, postJson } from '@/features/api/client';
import { formatDateTime, formatPaise } from '@/features/wallet/money';
import adminStyles from '@/features/admin/admin.module.css';
import { commerceAdminMessages } from './messages';
import styles from './commerce-admin.module.css';
import type { OrderView } from '@/features/orders/types';

type Lang = { en: string; hi?: string };
type Order = OrderView;

/** /admin/orders/{id}: the order, its timeline, the next step (tracking, video) and refunds. */
export function CommerceOrderDetail({ id }: { id: string }) {
  const { lang } = useI18n();
  const t = commerceAdminMessages[lang];
  const [o, setO] = useState<Order | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(async () => {
    const r = await getJson<{ data: Order }>(`/api/orders/${encodeURIComponent(id)}`);
    if (isApiFailure(r)) setError(apiErrorOf(r).message ?? t.failed);
    else {
      setO(r.data);
      setError(null);
    }
  }, [id, t.failed]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const back = <p><Link href="/admin/orders">← {t.back}</Link></p>;
  if (error && !o) return <>{back}<p role="alert" className={adminStyles.errorText}>{error}</p></>;
  if (!o) return <>{back}<p aria-live="polite">{t.loading}</p></>;
  const title = (l: Lang) => (lang === 'hi' && l.hi ? l.hi : l.en);
  const d = o.details;
  const day = d.starts_at ? new Date(new Date(d.starts_at).getTime() + 5.5 * 3600_000).toISOString().slice(0, 10) : null;
  return (
    <section aria-labelledby="order-admin-title" className={styles.section}>
      {back}
      <h1 id="order-admin-title">{o.description ?? o.id} · <span data-testid="admin-order-step">{o.fulfilment ? t.steps[o.fulfilment] ?? o.fulfilment : o.status}</span></h1>
      <div className={styles.grid}>
        <div className={styles.section}>
          <section className={styles.panel} aria-labelledby="order-facts">
            <h2 id="order-facts">{t.facts}</h2>
            <dl className={styles.facts}>
              <dt>{t.kind}</dt><dd>{t.kinds[o.kind]}</dd>
              <dt>{t.payment}</dt><dd>{o.status}</dd>
              <dt>{t.total}</dt><dd>{formatPaise(o.total_paise)}</dd>
              <dt>{t.gst}</dt><dd>{formatPaise(o.gst_paise)}</dd>
              <dt>{t.wallet}</dt><dd>{formatPaise(o.wallet_paise)}</dd>
              <dt>{t.online}</dt><dd>{formatPaise(o.gateway_paise)}</dd>
              <dt>{t.refunded}</dt><dd>{formatPaise(o.refunded_paise)}</dd>
              {o.invoice_url && (<><dt>{t.invoice}</dt><dd><a href={o.invoice_url} target="_blank" rel="noreferrer">{o.invoice_number}</a></dd></>)}
              {d.tracking && (<><dt>{t.tracking}</dt><dd>{d.tracking.courier} · {d.tracking.url ? <a href={d.tracking.url} target="_blank" rel="noreferrer">{d.tracking.number}</a> : d.tracking.number}</dd></>)}
              {d.starts_at && (<><dt>{t.col.when}</dt><dd>{formatDateTime(d.starts_at, lang)}</dd></>)}
            </dl>
          </section>
          <section className={styles.panel} aria-labelledby="order-items">
            <h2 id="order-items">{t.items}</h2>
            <ul>
              {o.lines.map((l, i) => <li key={i}>{title(l.title)} × {l.quantity} · {formatPaise(l.total_paise)}{l.sku ? <span className={styles.mono}> · {l.sku}</span> : null}</li>)}
            </ul>
          </section>
          {d.ship_to && (
            <section className={styles.panel} aria-labelledby="order-ship">
              <h2 id="order-ship">{t.shipTo}</h2>
              <address>
                {d.ship_to.name}, {d.ship_to.phone}<br />
                {d.ship_to.line1}{d.ship_to.line2 ? `, ${d.ship_to.line2}` : ''}<br />
                {d.ship_to.city}{d.ship_to.district ? `, ${d.ship_to.district}` : ''}, {d.ship_to.state} {d.ship_to.postal_code} {d.ship_to.country !== 'IN' ? d.ship_to.country : ''}
              </address>
            </section>
          )}
          {d.participants && (
            <section className={styles.panel} aria-labelledby="order-people">
              <h2 id="order-people">{t.participants}</h2>
              <ul>{d.participants.map((p, i) => <li key={i}>{p.name}{p.gotra ? `, ${p.gotra}` : ''}{p.relation ? ` (${p.relation})` : ''}</li>)}</ul>
              {d.sankalp && <p><strong>{t.sankalp}:</strong> {d.sankalp}</p>}
              {day && <p><a href={`/api/admin/pooja/sankalp-sheet.pdf?date=${day}`} target="_blank" rel="noreferrer">{t.sheet}</a></p>}
            </section>
          )}
          {d.video_url && (
            <section className={styles.panel} aria-labelledby="order-video">
              <h2 id="order-video">{t.video}</h2>
              <video src={d.video_url} controls preload="metadata" style={{ maxWidth: '100%' }} />
            </section>
          )}
          <section className={styles.panel} aria-labelledby="order-timeline">
            <h2 id="order-timeline">{t.timeline}</h2>
            <ol className={styles.timeline}>
              {o.events.map((e, i) => <li key={i}><strong>{t.steps[e.status] ?? e.status}</strong> · {formatDateTime(e.at, lang)}{e.note ? <><br />{e.note}</> : null}</li>)}
            </ol>
          </section>
        </div>
        <div className={styles.section}>
          <NextStep order={o} onDone={reload} />
          <RefundForm order={o} onDone={reload} />
        </div>
      </div>
    </section>
  );
}

function NextStep({ order, onDone }: { order: Order; onDone: () => Promise<void> }) {
  const { lang } = useI18n();
  const t = commerceAdminMessages[lang];
  const ids = { step: useId(), courier: useId(), number: useId(), url: useId(), file: useId(), video: useId(), note: useId() };
  const options = order.next_steps ?? [];
  const [step, setStep] = useState(options[0] ?? '');
  const [f, setF] = useState({ courier: '', number: '', url: '', video: '', note: '' });
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  useEffect(() => setStep(options[0] ?? ''), [order.fulfilment]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!options.length) {
    return (
      <section className={styles.panel} aria-labelledby="next-step">
        <h2 id="next-step">{t.next}</h2>
        <p>{order.status === 'paid' || order.status === 'partially_refunded' ? t.noNext : t.notPaid}</p>
      </section>
    );
  }
  const ships = step === 'shipped' || step === 'prasad_shipped';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    let video = f.video.trim();
    if (step === 'video_available' && file) {
      setBusy(t.uploading);
      const form = new FormData();
      form.append('file', file);
      const up = await postForm<{ data: { url: string } }>('/upload?purpose=content', form);
      if ('error_msge' in up) {
        setBusy(null);
        toast.error(up.error_msge);
        return;
      }
      video = up.data.url;
    }
    setBusy(t.save);
    const body: Record<string, string> = { status: step };
    if (ships) Object.assign(body, { courier: f.courier.trim(), tracking_number: f.number.trim() }, f.url.trim() ? { tracking_url: f.url.trim() } : {});
    if (step === 'video_available' && video) body.video_url = video;
    if (f.note.trim()) body.note = f.note.trim();
    const r = await postJson(`/api/admin/orders/${order.id}/fulfilment`, body);
    setBusy(null);
    if (isApiFailure(r)) toast.error(apiErrorOf(r).message ?? t.failed);
    else {
      toast.success(t.saved);
      setF({ courier: '', number: '', url: '', video: '', note: '' });
      setFile(null);
      await onDone();
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="next-step">
      <h2 id="next-step">{t.next}</h2>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={ids.step}>{t.nextStep}
          <select id={ids.step} value={step} onChange={(e) => setStep(e.target.value)}>
            {options.map((s) => <option key={s} value={s}>{t.steps[s] ?? s}</option>)}
          </select>
        </label>
        {ships && (
          <>
            <label htmlFor={ids.courier}>{t.courier}<input id={ids.courier} required value={f.courier} onChange={(e) => setF({ ...f, courier: e.target.value })} /></label>
            <label htmlFor={ids.number}>{t.trackingNumber}<input id={ids.number} required value={f.number} onChange={(e) => setF({ ...f, number: e.target.value })} /></label>
            <label htmlFor={ids.url}>{t.trackingUrl}<input id={ids.url} type="url" value={f.url} onChange={(e) => setF({ ...f, url: e.target.value })} /></label>
          </>
        )}
        {step === 'video_available' && (
          <>
            <label htmlFor={ids.file}>{t.videoFile}<input id={ids.file} type="file" accept="video/mp4" onChange={(e) => setFile(e.target.files?.[0] ?? null)} /></label>
            <label htmlFor={ids.video}>{t.videoUrl}<input id={ids.video} type="url" value={f.video} onChange={(e) => setF({ ...f, video: e.target.value })} /></label>
          </>
        )}
        <label htmlFor={ids.note}>{t.note}<input id={ids.note} value={f.note} onChange={(e) => setF({ ...f, note: e.target.value })} /></label>
        <button type="submit" disabled={!!busy}>{busy ?? t.save}</button>
      </form>
    </section>
  );
}

function RefundForm({ order, onDone }: { order: Order; onDone: () => Promise<void> }) {
  const { lang } = useI18n();
  const t = commerceAdminMessages[lang];
  const ids = { amount: useId(), to: useId(), reason: useId() };
  const [f, setF] = useState({ amount: '', to: 'source', reason: '' });
  const [busy, setBusy] = useState(false);
  if (order.status !== 'paid' && order.status !== 'partially_refunded') return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body: Record<string, unknown> = { refund_to: f.to, reason: f.reason.trim() };
    if (f.amount.trim()) {
      const paise = Math.round(Number(f.amount.replace(/,/g, '')) * 100);
      if (!Number.isFinite(paise) || paise <= 0) {
        toast.error(t.refundAmount);
        return;
      }
      body.amount_paise = paise;
    }
    setBusy(true);
    const r = await postJson(`/api/admin/orders/${order.id}/refund`, body);
    setBusy(false);
    if (isApiFailure(r)) toast.error(apiErrorOf(r).message ?? t.failed);
    else {
      toast.success(t.refundDone);
      setF({ amount: '', to: 'source', reason: '' });
      await onDone();
    }
  };
  return (
    <section className={styles.panel} aria-labelledby="refund-title">
      <h2 id="refund-title">{t.refund}</h2>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={ids.amount}>{t.refundAmount}<input id={ids.amount} inputMode="decimal" value={f.amount} onChange={(e) => setF({ ...f, amount: e.target.value })} /></label>
        <label htmlFor={ids.to}>{t.refundTo}
          <select id={ids.to} value={f.to} onChange={(e) => setF({ ...f, to: e.target.value })}>
            <option value="source">{t.toSource}</option>
            <option value="wallet">{t.toWallet}</option>
          </select>
        </label>
        <label htmlFor={ids.reason}>{t.reason}<input id={ids.reason} required minLength={5} value={f.reason} onChange={(e) => setF({ ...f, reason: e.target.value })} /></label>
        <button type="submit" disabled={busy}>{t.refundButton}</button>
      </form>
    </section>
  );
}

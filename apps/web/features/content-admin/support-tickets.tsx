'use client';

import { useEffect, useState } from 'react';
import { toast } from '@/features/ui/toast';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { apiErrorOf, getJson, isApiFailure } from '@/features/api/client';
import { cmsMessages } from './messages';
import styles from './cms.module.css';

type Ticket = { id: string; name: string; contact: string; message: string; status: 'open' | 'answered' | 'closed'; answer: string | null; answered_at: string | null; created_at: string };
type Page = { data: Ticket[]; page: number; limit: number; total: number };

async function patchTicket(id: string, body: { answer?: string; status?: Ticket['status'] }) {
  const res = await fetch(`/api/admin/support/tickets/${id}`, { method: 'PATCH', credentials: 'include', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const json = (await res.json().catch(() => undefined)) as { data?: Ticket; error?: { message?: string } } | undefined;
  return res.ok && json?.data ? { ok: true as const, data: json.data } : { ok: false as const, message: json?.error?.message };
}

function TicketCard({ ticket, onChange }: { ticket: Ticket; onChange: (t: Ticket) => void }) {
  const { lang } = useI18n();
  const t = cmsMessages[lang];
  const [answer, setAnswer] = useState(ticket.answer ?? '');
  const fmt = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });
  const send = async (body: { answer?: string; status?: Ticket['status'] }) => {
    const r = await patchTicket(ticket.id, body);
    if (r.ok) { onChange(r.data); toast.success(t.saved); } else toast.error(r.message ?? t.failed);
  };
  return (
    <li className={styles.ticket}>
      <div className={styles.headRow}>
        <strong>{ticket.name} · {ticket.contact}</strong>
        <span className={`${styles.badge} ${ticket.status === 'open' ? styles.scheduled : ticket.status === 'answered' ? styles.published : styles.draft}`}>{t.ticketStatuses[ticket.status]}</span>
      </div>
      <span className={styles.hint}>{format(t.received, { when: fmt.format(new Date(ticket.created_at)) })}</span>
      <p>{ticket.message}</p>
      <div className={styles.field}>
        <label htmlFor={`answer-${ticket.id}`}>{t.answer}</label>
        <textarea id={`answer-${ticket.id}`} rows={3} value={answer} onChange={(e) => setAnswer(e.target.value)} maxLength={4000} />
      </div>
      <div className={styles.buttons}>
        <button type="button" className="button" disabled={!answer.trim()} onClick={() => void send({ answer: answer.trim() })}>{t.sendAnswer}</button>
        {ticket.status !== 'closed'
          ? <button type="button" onClick={() => void send({ status: 'closed' })}>{t.close}</button>
          : <button type="button" onClick={() => void send({ status: 'open' })}>{t.reopen}</button>}
      </div>
    </li>
  );
}

/** /admin/support: tickets from /support, newest first, with a status filter; answer, close or reopen each. */
export function SupportTickets() {
  const { lang } = useI18n();
  const t = cmsMessages[lang];
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const params = new URLSearchParams({ page: String(page), limit: '20' });
    if (status) params.set('status', status);
    getJson<Page>(`/api/admin/support/tickets?${params}`)
      .then((r) => (isApiFailure(r) ? setError(apiErrorOf(r).message ?? t.failed) : (setResult(r), setError(null))))
      .catch(() => setError(t.failed));
  }, [status, page, t.failed]);
  const pages = result ? Math.max(1, Math.ceil(result.total / result.limit)) : 1;
  return (
    <section>
      <h1>{t.tickets}</h1>
      <p>{t.ticketsIntro}</p>
      <div className={styles.toolbar}>
        <label>
          {t.status}{' '}
          <select value={status} onChange={(e) => { setStatus(e.target.value); setPage(1); }}>
            <option value="">{t.any}</option>
            {(['open', 'answered', 'closed'] as const).map((s) => <option key={s} value={s}>{t.ticketStatuses[s]}</option>)}
          </select>
        </label>
      </div>
      {error && <p role="alert" className={styles.error}>{error}</p>}
      {result && (result.data.length === 0 ? <p>{t.none}</p> : (
        <ul className={styles.tickets}>
          {result.data.map((ticket) => (
            <TicketCard key={ticket.id} ticket={ticket} onChange={(x) => setResult((r) => r && { ...r, data: r.data.map((y) => (y.id === x.id ? x : y)) })} />
          ))}
        </ul>
      ))}
      {result && pages > 1 && (
        <nav className={styles.pager} aria-label={t.tickets}>
          <button type="button" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>{t.prev}</button>
          <span>{format(t.pageOf, { page, pages, total: result.total })}</span>
          <button type="button" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>{t.next}</button>
        </nav>
      )}
    </section>
  );
}

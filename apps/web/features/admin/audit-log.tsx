'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { defineMessages } from '@/i18n/define';
import { useI18n } from '@/i18n/provider';
import { getJson, isApiFailure, apiErrorOf } from '@/features/api/client';
import styles from './admin.module.css';

type Entry = { id: number; action: string; target: string | null; ip: string | null; at: string; actor: { id: string; name: string | null; email: string | null } | null };
type Page = { data: Entry[]; page: number; limit: number; total: number };

const messages = defineMessages(
  { title: 'Audit log', intro: 'Sign-ins, failed sign-ins and admin actions, newest first.', search: 'Search', searchLabel: 'Search target, action, e-mail or phone', filter: 'Kind', all: 'Everything', auth: 'Sign-ins', admin: 'Admin actions', when: 'When', action: 'Action', target: 'Target', actor: 'By', ip: 'IP', none: 'Nothing matches.', prev: 'Newer', next: 'Older', failed: 'The audit log could not be loaded.', pageOf: 'Page {page} of {pages}' },
  { title: 'ऑडिट लॉग', intro: 'लॉग इन, असफल लॉग इन और एडमिन के काम, सबसे नए पहले।', search: 'खोजें', searchLabel: 'लक्ष्य, काम, ई-मेल या फ़ोन खोजें', filter: 'प्रकार', all: 'सब कुछ', auth: 'लॉग इन', admin: 'एडमिन के काम', when: 'कब', action: 'काम', target: 'लक्ष्य', actor: 'किसने', ip: 'आईपी', none: 'कुछ नहीं मिला।', prev: 'नए', next: 'पुराने', failed: 'ऑडिट लॉग लोड नहीं हो सका।', pageOf: 'पृष्ठ {page} / {pages}' },
);

/** Admin: the audit log, searchable and paged. */
export function AuditLog() {
  const { lang } = useI18n();
  const t = messages[lang];
  const [q, setQ] = useState('');
  const [query, setQuery] = useState({ q: '', action: '', page: 1 });
  const [result, setResult] = useState<Page | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams({ page: String(query.page), limit: '50' });
    if (query.q) params.set('q', query.q);
    if (query.action) params.set('action', query.action);
    getJson<Page>(`/api/admin/audit?${params}`)
      .then((r) => {
        if (isApiFailure(r)) setError(apiErrorOf(r).message ?? t.failed);
        else { setResult(r); setError(null); }
      })
      .catch(() => setError(t.failed));
  }, [query, t.failed]);

  const submit = (e: FormEvent) => { e.preventDefault(); setQuery((s) => ({ ...s, q: q.trim(), page: 1 })); };
  const pages = result ? Math.max(1, Math.ceil(result.total / result.limit)) : 1;
  const fmt = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { dateStyle: 'medium', timeStyle: 'medium', timeZone: 'Asia/Kolkata' });

  return (
    <section>
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <form onSubmit={submit} className={styles.toolbar} role="search">
        <label>
          <span className={styles.srOnly}>{t.searchLabel}</span>
          <input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t.searchLabel} />
        </label>
        <label>
          {t.filter}{' '}
          <select value={query.action} onChange={(e) => setQuery((s) => ({ ...s, action: e.target.value, page: 1 }))}>
            <option value="">{t.all}</option>
            <option value="auth.">{t.auth}</option>
            <option value="admin.">{t.admin}</option>
          </select>
        </label>
        <button type="submit">{t.search}</button>
      </form>
      {error && <p role="alert" className={styles.errorText}>{error}</p>}
      {result && (result.data.length === 0 ? <p>{t.none}</p> : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead><tr><th>{t.when}</th><th>{t.action}</th><th>{t.target}</th><th>{t.actor}</th><th>{t.ip}</th></tr></thead>
            <tbody>
              {result.data.map((e) => (
                <tr key={e.id}>
                  <td>{fmt.format(new Date(e.at))}</td>
                  <td><code>{e.action}</code></td>
                  <td>{e.target ?? '—'}</td>
                  <td>{e.actor ? (e.actor.name ?? e.actor.email ?? e.actor.id) : '—'}</td>
                  <td>{e.ip ?? '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
      {result && pages > 1 && (
        <nav className={styles.pager} aria-label={t.pageOf.replace('{page}', String(query.page)).replace('{pages}', String(pages))}>
          <button type="button" disabled={query.page <= 1} onClick={() => setQuery((s) => ({ ...s, page: s.page - 1 }))}>{t.prev}</button>
          <span>{t.pageOf.replace('{page}', String(query.page)).replace('{pages}', String(pages))}</span>
          <button type="button" disabled={query.page >= pages} onClick={() => setQuery((s) => ({ ...s, page: s.page + 1 }))}>{t.next}</button>
        </nav>
      )}
    </section>
  );
}

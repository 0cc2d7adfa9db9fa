'use client';

import { useEffect, useId, useState, type FormEvent } from 'react';
import { useI18n } from '@/i18n/provider';
import adminStyles from '@/features/admin/admin.module.css';
import { load } from './api';
import { astrologerAdminMessages } from './messages';
import { LoadError, Pager } from './parts';
import { SessionTable } from './session-table';
import type { SessionPage } from './types';

const LIMIT = 25;

/** /admin/consultations/all: GET /api/admin/consult/sessions?status=all&q=&page=&limit=. */
export function SessionList() {
  const { lang } = useI18n();
  const m = astrologerAdminMessages[lang];
  const t = m.consult;
  const searchId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ q: '', page: 1 });
  const [result, setResult] = useState<SessionPage | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams({ status: 'all', page: String(query.page), limit: String(LIMIT) });
    if (query.q) params.set('q', query.q);
    let isCurrent = true;
    void load<SessionPage>(`/api/admin/consult/sessions?${params}`, lang).then((r) => {
      if (!isCurrent) return;
      if (r.ok) {
        setResult(r.data);
        setError(null);
      } else setError(r.message);
    });
    return () => {
      isCurrent = false;
    };
  }, [query, lang]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQuery({ q: text.trim(), page: 1 });
  };

  return (
    <>
      <form onSubmit={submit} className={adminStyles.toolbar} role="search">
        <label htmlFor={searchId} className={adminStyles.srOnly}>
          {t.searchLabel}
        </label>
        <input id={searchId} type="search" style={{ minWidth: 0, flex: '1 1 14rem' }} value={text} onChange={(e) => setText(e.target.value)} placeholder={t.searchLabel} />
        <button type="submit">{m.common.search}</button>
      </form>
      {error && <LoadError text={error} />}
      {!result && !error && <p aria-live="polite">{m.common.loading}</p>}
      {result && (result.items.length === 0 ? <p>{m.common.none}</p> : <SessionTable sessions={result.items} testId="all-sessions" />)}
      {result && <Pager page={query.page} total={result.total} limit={LIMIT} onPage={(page) => setQuery((s) => ({ ...s, page }))} />}
    </>
  );
}

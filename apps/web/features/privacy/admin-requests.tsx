'use client';

import { useEffect, useId, useState } from 'react';
import { format } from '@/i18n/format';
import { useI18n } from '@/i18n/provider';
import adminStyles from '@/features/admin/admin.module.css';
import { getJson, isApiFailure } from '@/features/api/client';
import { formatDateTime, formatPaise } from '@/features/wallet/money';

type Erasure = {
  id: string; user_id: string; who: string; status: string; requested_at: string; due_at: string; cancelled_at: string | null;
  completed_at: string | null; hold_reason: string | null; refunded_paise: number | null; forfeited_paise: number | null;
};
type Export = { id: string; user_id: string; status: string; progress: number; created_at: string; ready_at: string | null; expires_at: string | null };

const text = {
  en: {
    title: 'Personal data requests', intro: 'Erasure requests and data downloads (DPDP Act). Erasures run by themselves after the grace period; every step is in the audit log.',
    status: 'Status', any: 'Any', erasures: 'Erasure requests', exports: 'Data downloads', who: 'Account', requested: 'Requested', due: 'Due',
    outcome: 'Outcome', none: 'None.', failed: 'Could not load the requests.', progress: 'Progress', ready: 'Ready', expires: 'Expires',
    refunded: 'refunded {refunded}, lapsed {lapsed}',
  },
  hi: {
    title: 'निजी डेटा अनुरोध', intro: 'खाता मिटाने के अनुरोध और डेटा डाउनलोड (डीपीडीपी अधिनियम)। छूट-अवधि के बाद खाते अपने-आप मिटते हैं; हर चरण ऑडिट लॉग में है।',
    status: 'स्थिति', any: 'कोई भी', erasures: 'खाता मिटाने के अनुरोध', exports: 'डेटा डाउनलोड', who: 'खाता', requested: 'अनुरोध', due: 'नियत तिथि',
    outcome: 'परिणाम', none: 'कोई नहीं।', failed: 'अनुरोध लोड नहीं हो सके।', progress: 'प्रगति', ready: 'तैयार', expires: 'समाप्ति',
    refunded: '{refunded} लौटाए, {lapsed} समाप्त',
  },
};

/** /admin/privacy: GET /api/admin/privacy/requests — who asked to be erased or for their data, and where each stands. */
export function AdminPrivacyRequests() {
  const { lang } = useI18n();
  const m = text[lang];
  const statusId = useId();
  const [status, setStatus] = useState('');
  const [data, setData] = useState<{ erasures: Erasure[]; exports: Export[] } | null>(null);
  const [error, setError] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    void getJson<{ data: { erasures: Erasure[]; exports: Export[] } }>(`/api/admin/privacy/requests${status ? `?status=${status}` : ''}`).then((r) => {
      if (!isCurrent) return;
      if (isApiFailure(r)) setError(true);
      else { setData(r.data); setError(false); }
    });
    return () => { isCurrent = false; };
  }, [status]);

  const when = (d: string | null) => (d ? formatDateTime(d, lang) : '—');
  return (
    <section aria-labelledby="privacy-admin-title">
      <h1 id="privacy-admin-title">{m.title}</h1>
      <p>{m.intro}</p>
      <div className={adminStyles.toolbar}>
        <label htmlFor={statusId}>{m.status}</label>
        <select id={statusId} value={status} onChange={(e) => setStatus(e.target.value)}>
          <option value="">{m.any}</option>
          {['pending', 'on_hold', 'cancelled', 'completed'].map((s) => <option key={s} value={s}>{s}</option>)}
        </select>
      </div>
      {error && <p role="alert">{m.failed}</p>}
      <h2>{m.erasures}</h2>
      {data && (data.erasures.length === 0 ? <p>{m.none}</p> : (
        <table className={adminStyles.table}>
          <thead><tr><th scope="col">{m.who}</th><th scope="col">{m.status}</th><th scope="col">{m.requested}</th><th scope="col">{m.due}</th><th scope="col">{m.outcome}</th></tr></thead>
          <tbody>
            {data.erasures.map((e) => (
              <tr key={e.id}>
                <td>{e.who}<br /><small>{e.user_id}</small></td>
                <td>{e.status}{e.hold_reason && <><br /><small>{e.hold_reason}</small></>}</td>
                <td>{when(e.requested_at)}</td>
                <td>{when(e.completed_at ?? e.cancelled_at ?? e.due_at)}</td>
                <td>{e.status === 'completed' ? format(m.refunded, { refunded: formatPaise(e.refunded_paise ?? 0), lapsed: formatPaise(e.forfeited_paise ?? 0) }) : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
      <h2>{m.exports}</h2>
      {data && (data.exports.length === 0 ? <p>{m.none}</p> : (
        <table className={adminStyles.table}>
          <thead><tr><th scope="col">{m.who}</th><th scope="col">{m.status}</th><th scope="col">{m.progress}</th><th scope="col">{m.requested}</th><th scope="col">{m.expires}</th></tr></thead>
          <tbody>
            {data.exports.map((x) => (
              <tr key={x.id}><td><small>{x.user_id}</small></td><td>{x.status}</td><td>{x.progress}%</td><td>{when(x.created_at)}</td><td>{when(x.expires_at)}</td></tr>
            ))}
          </tbody>
        </table>
      ))}
    </section>
  );
}

'use client';

import { useState } from 'react';
import { isApiFailure, postJson } from '@/features/api/client';
import { format } from '@/i18n/format';
import { useI18n } from '@/i18n/provider';
import { fmtDate } from './format';
import { kundliMessages } from './messages';
import type { SavedKundli } from './types';
import styles from './kundli.module.css';

type Link = NonNullable<SavedKundli['shareLinks']>[number];

/** Share links of a saved kundli: created only when the owner asks, shown once, revocable. */
export function SharePanel({ kundliId, initialLinks }: { kundliId: string; initialLinks: Link[] }) {
  const { lang } = useI18n();
  const t = kundliMessages[lang];
  const [links, setLinks] = useState<Link[]>(initialLinks);
  const [fresh, setFresh] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const create = async () => {
    const res = await postJson<{ data: { id: string; token: string; url: string; createdAt: string } }>(`/api/astro/kundlis/${kundliId}/share`).catch(() => null);
    if (!res || isApiFailure(res)) { setStatus(t.failed); return; }
    // the link is built on this origin: the API's PUBLIC_ORIGIN may differ in development
    setFresh(`${window.location.origin}/astrology-services/free-kundli/shared/${res.data.token}`);
    setLinks((l) => [{ id: res.data.id, createdAt: res.data.createdAt, revokedAt: null }, ...l]);
    setStatus(t.linkCreated);
  };
  const revoke = async (id: string) => {
    const res = await fetch(`/api/astro/kundlis/${kundliId}/share/${id}`, { method: 'DELETE', credentials: 'include' }).catch(() => null);
    if (!res?.ok) { setStatus(t.failed); return; }
    setLinks((l) => l.map((x) => (x.id === id ? { ...x, revokedAt: new Date().toISOString() } : x)));
    setStatus(t.revokedDone);
    setFresh(null);
  };
  const copy = async () => {
    if (!fresh) return;
    try { await navigator.clipboard.writeText(fresh); setStatus(t.copied); } catch { /* the link stays visible to copy by hand */ }
  };

  return (
    <section className={styles.card} aria-labelledby="share-title">
      <h2 id="share-title">{t.share}</h2>
      <p className={styles.muted}>{t.shareIntro}</p>
      <button type="button" className={styles.secondary} onClick={create}>{t.createLink}</button>
      {status && <p role="status">{status}</p>}
      {fresh && (
        <p>
          <a href={fresh} className={styles.shareUrl} data-testid="share-url">{fresh}</a>{' '}
          <button type="button" className={`${styles.secondary} ${styles.small}`} onClick={copy}>{t.copy}</button>
        </p>
      )}
      <h3>{t.links}</h3>
      {links.length === 0 ? <p className={styles.muted}>{t.noLinks}</p> : (
        <ul className={styles.list}>
          {links.map((l) => (
            <li key={l.id} className={styles.listItem}>
              <span>{format(t.linkMade, { date: fmtDate(l.createdAt, lang, 'Asia/Kolkata') })}{l.revokedAt ? ` · ${format(t.revoked, { date: fmtDate(l.revokedAt, lang, 'Asia/Kolkata') })}` : ''}</span>
              {!l.revokedAt && <button type="button" className={`${styles.secondary} ${styles.small}`} onClick={() => revoke(l.id)}>{t.revoke}</button>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { getJson, isApiFailure } from '@/features/api/client';
import { format } from '@/i18n/format';
import { useI18n } from '@/i18n/provider';
import { fmtDate } from './format';
import { kundliMessages } from './messages';
import type { SavedKundli } from './types';
import styles from './kundli.module.css';
import { useConfirm } from '@/features/ui/confirm-dialog';

/** The signed-in user's saved kundlis: open, edit (fills the form above), delete. */
export function SavedKundlis({ version, onEdit }: { version: number; onEdit: (k: SavedKundli) => void }) {
  const { lang } = useI18n();
  const t = kundliMessages[lang];
  const [items, setItems] = useState<SavedKundli[] | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const [confirmDialog, ask] = useConfirm();

  useEffect(() => {
    getJson<{ data: SavedKundli[] }>('/api/astro/kundlis')
      .then((r) => setItems(isApiFailure(r) ? [] : r.data))
      .catch(() => setItems([]));
  }, [version, reload]);

  const remove = async (k: SavedKundli) => {
    if (!(await ask({ message: format(t.confirmDelete, { title: k.title }), confirmLabel: t.delete, isDanger: true }))) return;
    const res = await fetch(`/api/astro/kundlis/${k.id}`, { method: 'DELETE', credentials: 'include' }).catch(() => null);
    setMessage(res?.ok ? t.deleted : t.failed);
    setReload((n) => n + 1);
  };

  return (
    <section className={styles.section} aria-labelledby="saved-title" style={{ marginTop: 32 }}>
      {confirmDialog}
      <h2 id="saved-title">{t.myKundlis}</h2>
      {message && <p role="status">{message}</p>}
      {items === null ? null : items.length === 0 ? (
        <p className={styles.muted}>{t.noSaved}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((k) => (
            <li key={k.id} className={styles.listItem} data-kundli-id={k.id}>
              <span>
                <strong>{k.title}</strong>{' '}
                <span className={styles.muted}>{fmtDate(k.birth.date, lang)} {k.birth.time} · {lang === 'hi' && k.place.nameHi ? k.place.nameHi : k.place.name}</span>
              </span>
              <span className={styles.actions}>
                <Link className={`${styles.secondary} ${styles.small}`} href={`/astrology-services/free-kundli/saved/${k.id}`} aria-label={`${t.open}: ${k.title}`}>{t.open}</Link>
                <button type="button" className={`${styles.secondary} ${styles.small}`} onClick={() => onEdit(k)} aria-label={`${t.edit}: ${k.title}`}>{t.edit}</button>
                <button type="button" className={`${styles.secondary} ${styles.small}`} onClick={() => remove(k)} aria-label={`${t.delete}: ${k.title}`}>{t.delete}</button>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

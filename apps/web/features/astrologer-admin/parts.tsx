'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import adminStyles from '@/features/admin/admin.module.css';
import { astrologerAdminMessages } from './messages';
import styles from './astrologer-admin.module.css';

/** A section's tabs (one console entry, these inside it). */
export function Tabs({ label, items, current }: { label: string; items: { key: string; href: string; text: string }[]; current: string }) {
  return (
    <nav aria-label={label} className={adminStyles.tabs}>
      <ul>
        {items.map((i) => (
          <li key={i.key}>
            <Link href={i.href} aria-current={i.key === current ? 'page' : undefined}>
              {i.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A coloured status word; `tone` is the raw status (its class), `children` the translated word. */
export function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`${styles.badge} ${styles[tone] ?? ''}`}>{children}</span>;
}

/** Newer / Older paging under a list. */
export function Pager({ page, total, limit, onPage }: { page: number; total: number; limit: number; onPage: (page: number) => void }) {
  const { lang } = useI18n();
  const t = astrologerAdminMessages[lang].common;
  const pages = Math.max(1, Math.ceil(total / limit));
  const text = format(t.pageOf, { page, pages, total });
  return (
    <nav className={adminStyles.pager} aria-label={text}>
      <button type="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.prev}
      </button>
      <span>{text}</span>
      <button type="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </button>
    </nav>
  );
}

/** An inline result line: green status or red alert. */
export function Notice({ message }: { message: { ok: boolean; text: string } | null }) {
  if (!message) return null;
  return (
    <p className={message.ok ? styles.ok : styles.error} role={message.ok ? 'status' : 'alert'}>
      {message.text}
    </p>
  );
}

/** A failed load, said in a sentence. */
export function LoadError({ text }: { text: string }) {
  return (
    <p role="alert" className={adminStyles.errorText}>
      {text}
    </p>
  );
}

'use client';

import { format } from '@/i18n';
import styles from './wallet.module.css';

type Labels = { previous: string; next: string; pageOf: string; pagination: string };

/** Previous / Next with "Page n of m" between; renders nothing for a single page. */
export function Pager({ page, total, pageSize, onPage, labels }: { page: number; total: number; pageSize: number; onPage: (page: number) => void; labels: Labels }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={labels.pagination}>
      <button type="button" className="button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {labels.previous}
      </button>
      <span aria-live="polite">{format(labels.pageOf, { page, pages })}</span>
      <button type="button" className="button-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {labels.next}
      </button>
    </nav>
  );
}

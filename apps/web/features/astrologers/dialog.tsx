'use client';

import { useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '@/features/ui/icons';
import { useFocusTrap } from '@/features/ui/use-focus-trap';
import styles from './astrologers.module.css';

type Props = { title: string; closeLabel: string; onClose: () => void; children: ReactNode; isWide?: boolean };

/** A modal dialog: backdrop, labelled panel, close button; focus stays inside and Escape closes it. */
export function Dialog({ title, closeLabel, onClose, children, isWide }: Props) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, true, onClose);
  return (
    <div className={styles.backdrop} onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div ref={panelRef} className={`${styles.dialog} ${isWide ? styles.dialogWide : ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId}>
        <button type="button" className={styles.dialogClose} onClick={onClose} aria-label={closeLabel}>
          <CloseIcon size={20} />
        </button>
        <h2 id={titleId} className={styles.dialogTitle}>
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}

'use client';

import { useEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n/provider';
import { cmsMessages } from './messages';
import { previewItem } from './write';
import styles from './cms.module.css';

/**
 * The item as the public API would serve it (validated and sanitised by POST …/preview, not saved):
 * title, summary, picture and body, in the chosen language.
 */
export function PreviewPane({ typeKey, lang, fields, onClose }: { typeKey: string; lang: 'en' | 'hi'; fields: Record<string, unknown>; onClose: () => void }) {
  const { lang: ui } = useI18n();
  const t = cmsMessages[ui];
  const [data, setData] = useState<Record<string, unknown> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ref = useRef<HTMLElement>(null);
  const key = JSON.stringify(fields);

  useEffect(() => {
    setData(null);
    setError(null);
    previewItem(typeKey, lang, JSON.parse(key) as Record<string, unknown>).then((r) => (r.ok ? setData(r.data) : setError(r.message ?? t.failed)));
    ref.current?.focus();
  }, [typeKey, lang, key, t.failed]);

  const s = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return (
    <aside ref={ref} tabIndex={-1} className={styles.preview} aria-label={`${t.preview} (${lang})`} data-testid="cms-preview">
      <div className={styles.headRow}>
        <h2>{t.preview} · {lang === 'en' ? t.english : t.hindi}</h2>
        <button type="button" onClick={onClose}>{t.closePreview}</button>
      </div>
      {error && <p role="alert" className={styles.error}>{error}</p>}
      {!data && !error && <p>{t.loading}</p>}
      {data && (
        <article lang={lang}>
          <h1>{s(data.title)}</h1>
          {s(data.summary) && <p className={styles.hint}>{s(data.summary)}</p>}
          {s(data.image) && <img src={s(data.image)} alt="" className={styles.previewImage} />}
          {s(data.body) && <div dangerouslySetInnerHTML={{ __html: s(data.body)! }} />}
        </article>
      )}
    </aside>
  );
}

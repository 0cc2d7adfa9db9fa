'use client';

import { useEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n/provider';
import { cmsMessages } from './messages';
import { uploadFile } from './write';
import styles from './cms.module.css';

type Props = { id: string; label: string; value: string; onChange: (html: string) => void; lang: 'en' | 'hi' };

/**
 * A small rich-text editor on contenteditable: bold, italic, headings, lists, links and pictures (uploaded
 * through /upload). It produces plain HTML; the API sanitises it against an allowlist on save.
 */
export function RichTextEditor({ id, label, value, onChange, lang }: Props) {
  const { lang: uiLang } = useI18n();
  const t = cmsMessages[uiLang].editor;
  const ref = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  // set the HTML from outside only when it differs (typing must not reset the caret)
  useEffect(() => {
    if (ref.current && ref.current.innerHTML !== value) ref.current.innerHTML = value;
  }, [value]);

  const emit = () => onChange(ref.current?.innerHTML ?? '');
  const exec = (command: string, arg?: string) => {
    ref.current?.focus();
    document.execCommand(command, false, arg);
    emit();
  };
  const link = () => {
    const url = window.prompt(t.linkPrompt, 'https://');
    if (url && (/^https:\/\//.test(url) || (url.startsWith('/') && !url.startsWith('//')))) exec('createLink', url);
  };
  const picture = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const res = await uploadFile(file);
    setBusy(false);
    if (res.ok) exec('insertHTML', `<img src="${res.data.url}" alt="">`);
    else window.alert(res.message ?? 'Upload failed');
  };

  const tools: [string, string, () => void][] = [
    ['B', t.bold, () => exec('bold')],
    ['I', t.italic, () => exec('italic')],
    ['H2', t.h2, () => exec('formatBlock', 'h2')],
    ['H3', t.h3, () => exec('formatBlock', 'h3')],
    ['•', t.ul, () => exec('insertUnorderedList')],
    ['1.', t.ol, () => exec('insertOrderedList')],
    ['🔗', t.link, link],
    ['🖼', t.image, () => fileRef.current?.click()],
  ];

  return (
    <div className={styles.rte}>
      <div role="toolbar" aria-label={`${t.toolbar}: ${label}`} aria-controls={id} className={styles.rteToolbar}>
        {tools.map(([text, name, action]) => (
          // mousedown would move the focus out of the text: keep the selection
          <button key={name} type="button" onMouseDown={(e) => e.preventDefault()} onClick={action} aria-label={name} title={name} disabled={busy}>
            <span aria-hidden="true">{text}</span>
          </button>
        ))}
        <input ref={fileRef} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={(e) => void picture(e.target.files?.[0])} />
      </div>
      <div
        id={id}
        ref={ref}
        className={styles.rteArea}
        contentEditable
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        lang={lang}
        onInput={emit}
        onBlur={emit}
      />
    </div>
  );
}

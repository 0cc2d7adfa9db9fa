'use client';

import { useState } from 'react';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { cmsMessages } from './messages';
import type { JsonSchema } from './registry';
import { RichTextEditor } from './rich-text-editor';
import { uploadFile } from './write';
import styles from './cms.module.css';

type Props = { name: string; schema: JsonSchema; value: unknown; onChange: (v: unknown) => void; isRequired: boolean; isHtml: boolean; lang?: 'en' | 'hi'; idSuffix?: string };

const longText = new Set(['summary', 'lyrics', 'rules', 'upright', 'reversed', 'mantra']);
const isFileField = (name: string) => name === 'image' || /Url$/.test(name);

/** A readable label from a field key: readMinutes → Read minutes. */
export function fieldLabel(name: string): string {
  const words = name.replace(/([A-Z])/g, ' $1').replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One form control chosen from the field's JSON Schema: enum → select, integer/number → number, boolean →
 * checkbox, string lists → one per line, other structures → JSON, rich text → the editor, files → upload.
 */
export function FieldInput({ name, schema, value, onChange, isRequired, isHtml, lang, idSuffix = '' }: Props) {
  const { lang: ui } = useI18n();
  const t = cmsMessages[ui];
  const id = `field-${name}${idSuffix}`;
  const label = `${fieldLabel(name)}${lang ? ` (${lang === 'en' ? t.english : t.hindi})` : ''}`;
  const [jsonText, setJsonText] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)));
  const [jsonError, setJsonError] = useState(false);
  const [uploading, setUploading] = useState(false);
  const labelEl = (
    <label htmlFor={id}>
      {label} {isRequired && <span className={styles.req}>({t.required})</span>}
    </label>
  );

  if (isHtml)
    return (
      <div className={styles.field}>
        <span className={styles.fieldLabel} id={`${id}-label`}>{label}</span>
        <RichTextEditor id={id} label={label} value={typeof value === 'string' ? value : ''} onChange={onChange} lang={lang ?? 'en'} />
      </div>
    );
  if (schema.enum)
    return (
      <div className={styles.field}>
        {labelEl}
        <select id={id} value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value || undefined)}>
          <option value="">—</option>
          {schema.enum.map((v) => <option key={v} value={v}>{v}</option>)}
        </select>
      </div>
    );
  if (schema.type === 'integer' || schema.type === 'number')
    return (
      <div className={styles.field}>
        {labelEl}
        <input id={id} type="number" min={schema.minimum} max={schema.maximum} step={schema.type === 'integer' ? 1 : 'any'} value={typeof value === 'number' ? value : ''} onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))} />
      </div>
    );
  if (schema.type === 'boolean')
    return (
      <div className={styles.field}>
        <label><input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} /> {label}</label>
      </div>
    );
  if (schema.type === 'array' && schema.items?.type === 'string' && !schema.items.enum)
    return (
      <div className={styles.field}>
        {labelEl}
        <textarea id={id} rows={3} value={Array.isArray(value) ? (value as string[]).join('\n') : ''} onChange={(e) => onChange(e.target.value.split('\n').map((s) => s.trim()).filter(Boolean))} aria-describedby={`${id}-hint`} />
        <span id={`${id}-hint`} className={styles.hint}>{t.listHint}</span>
      </div>
    );
  if (schema.type === 'array' || schema.type === 'object')
    return (
      <div className={styles.field}>
        {labelEl}
        <textarea
          id={id}
          rows={8}
          className={styles.mono}
          value={jsonText}
          aria-invalid={jsonError}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setJsonText(e.target.value);
            if (e.target.value.trim() === '') return (setJsonError(false), onChange(undefined));
            try {
              onChange(JSON.parse(e.target.value));
              setJsonError(false);
            } catch {
              setJsonError(true);
            }
          }}
        />
        <span id={`${id}-hint`} className={jsonError ? styles.error : styles.hint}>{jsonError ? format(t.jsonInvalid, { field: label }) : t.jsonHint}</span>
      </div>
    );
  const text = typeof value === 'string' ? value : '';
  return (
    <div className={styles.field}>
      {labelEl}
      {longText.has(name) ? (
        <textarea id={id} rows={3} value={text} onChange={(e) => onChange(e.target.value)} maxLength={schema.maxLength} lang={lang} />
      ) : (
        <input id={id} value={text} onChange={(e) => onChange(e.target.value)} maxLength={schema.maxLength} lang={lang} />
      )}
      {isFileField(name) && (
        <div className={styles.uploadRow}>
          <label className={styles.uploadButton}>
            {uploading ? t.uploading : t.upload}
            <input
              type="file"
              accept={name === 'image' ? 'image/jpeg,image/png,image/webp' : 'image/jpeg,image/png,image/webp,audio/mpeg,audio/ogg,audio/wav'}
              className="visually-hidden"
              aria-label={`${t.upload}: ${label}`}
              data-testid={`upload-${name}`}
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                setUploading(true);
                const res = await uploadFile(file);
                setUploading(false);
                if (res.ok) onChange(res.data.url);
                else window.alert(res.message ?? t.failed);
              }}
            />
          </label>
          {name === 'image' && text && <img src={text} alt="" className={styles.thumb} />}
        </div>
      )}
    </div>
  );
}

'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@/features/ui/toast';
import { pruneValue } from '@nakshatra/content';
import type { ContentItem } from '@nakshatra/shared';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { getJson, isApiFailure } from '@/features/api/client';
import { FieldInput, fieldLabel } from './field-input';
import { cmsMessages } from './messages';
import { PreviewPane } from './preview-pane';
import { publicHref, useTypes, type TypeInfo } from './registry';
import { createItem, deleteItem, getItem, updateItem, type WriteBody } from './write';
import styles from './cms.module.css';

type Status = 'draft' | 'published' | 'scheduled';
type Meta = { slug: string; category: string; position: string; status: Status; publishAt: string };
type Text = { en?: string; hi?: string };

/** datetime-local value (visitor's zone) ↔ ISO with offset */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (v: string) => (v ? new Date(v).toISOString() : null);

/** Base fields first, in this order; then the type's own fields. */
const baseOrder = ['title', 'summary', 'image', 'body'];
const ordered = (type: TypeInfo) => [...baseOrder.filter((k) => k in (type.schema.properties ?? {})), ...Object.keys(type.schema.properties ?? {}).filter((k) => !baseOrder.includes(k))];

/**
 * Create or edit one item of any type: a form generated from the type's registry entry (fields as JSON
 * Schema; translated ones in English and Hindi side by side), slug, category, status and publication time,
 * a preview as the public API will serve it, save and delete.
 */
export function ItemEditor({ typeKey, id }: { typeKey: string; id?: string }) {
  const { lang } = useI18n();
  const t = cmsMessages[lang];
  const router = useRouter();
  const { types, error: typesError } = useTypes();
  const type = types?.find((x) => x.key === typeKey);
  const [fields, setFields] = useState<Record<string, unknown> | null>(id ? null : {});
  const [meta, setMeta] = useState<Meta>({ slug: '', category: '', position: '0', status: 'draft', publishAt: '' });
  const [item, setItem] = useState<ContentItem | null>(null);
  const [categories, setCategories] = useState<ContentItem[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const [previewLang, setPreviewLang] = useState<'en' | 'hi' | null>(null);

  useEffect(() => {
    if (!id) return;
    getItem(typeKey, id).then((r) => {
      if (!r.ok) return setError(r.message ?? t.failed);
      setItem(r.data);
      setFields(r.data.fields);
      setMeta({ slug: r.data.slug, category: r.data.category ?? '', position: String(r.data.position), status: r.data.status, publishAt: toLocalInput(r.data.publish_at) });
    });
  }, [typeKey, id, t.failed]);
  useEffect(() => {
    getJson<{ data: ContentItem[] }>('/api/get_category?limit=100').then((r) => {
      if (!isApiFailure(r)) setCategories(r.data.filter((c) => !Array.isArray(c.appliesTo) || c.appliesTo.length === 0 || (c.appliesTo as string[]).includes(typeKey)));
    }).catch(() => {});
  }, [typeKey]);

  if (typesError || (types && !type)) return <p role="alert" className={styles.error}>{t.failed}</p>;
  if (!type || !fields) return error ? <p role="alert" className={styles.error}>{error}</p> : <p>{t.loading}</p>;

  const translated = new Set(type.translated);
  const html = new Set(type.html);
  const required = new Set(type.schema.required ?? []);
  const name = lang === 'hi' ? type.label.hi : type.label.en;
  const setField = (key: string, value: unknown) => setFields((f) => ({ ...f, [key]: value }));
  const setText = (key: string, l: 'en' | 'hi', value: string) => setFields((f) => ({ ...f, [key]: { ...((f?.[key] as Text) ?? {}), [l]: value } }));

  const body = (): WriteBody => {
    // translated fields are {en, hi} pairs of the editor's own; the others lose their empty optional parts
    const pruned = Object.entries(fields).map(([k, v]) => [k, translated.has(k) ? v : pruneValue(type.schema.properties?.[k] ?? {}, v)] as const);
    const clean = Object.fromEntries(pruned.filter(([, v]) => v !== undefined && v !== '' && !(typeof v === 'object' && v && !Array.isArray(v) && Object.values(v).every((x) => x === '' || x === undefined))));
    return {
      ...(meta.slug.trim() ? { slug: meta.slug.trim() } : {}),
      category: meta.category || null,
      ...(type.order === 'position' ? { position: Number(meta.position) || 0 } : {}),
      status: meta.status,
      publish_at: meta.status === 'scheduled' ? fromLocalInput(meta.publishAt) : null,
      fields: clean,
    };
  };

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setIsSaving(true);
    setError(null);
    const b = body();
    const res = id ? await updateItem(typeKey, id, b) : await createItem(typeKey, b);
    setIsSaving(false);
    if (!res.ok) {
      setError(res.message ?? t.failed);
      return;
    }
    toast.success(t.saved);
    setItem(res.data);
    setMeta((m) => ({ ...m, slug: res.data.slug }));
    if (!id) router.replace(`/admin/content/${typeKey}/${res.data.id}`);
  };
  const remove = async () => {
    if (!id || !window.confirm(format(t.confirmDelete, { title: item?.title ?? '' }))) return;
    const res = await deleteItem(typeKey, id);
    if (res.ok) {
      toast.success(t.deleted);
      router.replace(`/admin/content/${typeKey}`);
    } else setError(res.message ?? t.failed);
  };
  const href = item && item.status !== 'draft' ? publicHref(type, item.slug) : null;

  return (
    <section>
      <p><Link href={`/admin/content/${typeKey}`}>← {format(t.back, { type: lang === 'hi' ? type.label.hiPlural : type.label.enPlural })}</Link></p>
      <div className={styles.headRow}>
        <h1>{item ? item.title : format(t.newItem, { type: name })}</h1>
        {href && <a href={href} target="_blank" rel="noopener">{t.publicPage} ↗</a>}
      </div>
      <form onSubmit={save} className={styles.editor} noValidate>
        {error && <p role="alert" className={styles.error}>{error}</p>}
        <fieldset className={styles.metaBox}>
          <legend>{t.publication}</legend>
          <div className={styles.field}>
            <label htmlFor="meta-status">{t.status}</label>
            <select id="meta-status" value={meta.status} onChange={(e) => setMeta((m) => ({ ...m, status: e.target.value as Status }))}>
              {(['draft', 'published', 'scheduled'] as const).map((s) => <option key={s} value={s}>{t.statuses[s]}</option>)}
            </select>
          </div>
          {meta.status === 'scheduled' && (
            <div className={styles.field}>
              <label htmlFor="meta-publish-at">{t.publishAt}</label>
              <input id="meta-publish-at" type="datetime-local" value={meta.publishAt} onChange={(e) => setMeta((m) => ({ ...m, publishAt: e.target.value }))} />
            </div>
          )}
          <div className={styles.field}>
            <label htmlFor="meta-slug">{t.slug}</label>
            <input id="meta-slug" value={meta.slug} onChange={(e) => setMeta((m) => ({ ...m, slug: e.target.value }))} aria-describedby="meta-slug-hint" />
            <span id="meta-slug-hint" className={styles.hint}>{t.slugHint}</span>
          </div>
          <div className={styles.field}>
            <label htmlFor="meta-category">{t.category}</label>
            <select id="meta-category" value={meta.category} onChange={(e) => setMeta((m) => ({ ...m, category: e.target.value }))}>
              <option value="">{t.noCategory}</option>
              {categories.map((c) => <option key={c.slug} value={c.slug}>{c.title}</option>)}
            </select>
          </div>
          {type.order === 'position' && (
            <div className={styles.field}>
              <label htmlFor="meta-position">{t.position}</label>
              <input id="meta-position" type="number" step={1} value={meta.position} onChange={(e) => setMeta((m) => ({ ...m, position: e.target.value }))} />
            </div>
          )}
        </fieldset>

        {ordered(type).map((key) => {
          const schema = type.schema.properties![key];
          if (translated.has(key)) {
            const value = (fields[key] as Text | undefined) ?? {};
            return (
              <fieldset key={key} className={styles.pair}>
                <legend>{fieldLabel(key)} {required.has(key) && <span className={styles.req}>({t.required})</span>}</legend>
                {(['en', 'hi'] as const).map((l) => (
                  <FieldInput key={l} name={key} schema={schema} value={value[l] ?? ''} onChange={(v) => setText(key, l, String(v ?? ''))} isRequired={required.has(key) && l === 'en'} isHtml={html.has(key)} lang={l} idSuffix={`-${l}`} />
                ))}
              </fieldset>
            );
          }
          return <FieldInput key={key} name={key} schema={schema} value={fields[key]} onChange={(v) => setField(key, v)} isRequired={required.has(key)} isHtml={html.has(key)} />;
        })}

        <div className={styles.buttons}>
          <button type="submit" className="button" disabled={isSaving}>{isSaving ? t.saving : t.save}</button>
          <button type="button" onClick={() => setPreviewLang('en')}>{t.preview} (EN)</button>
          <button type="button" onClick={() => setPreviewLang('hi')}>{t.preview} (हिंदी)</button>
          {id && <button type="button" className={styles.danger} onClick={() => void remove()}>{t.delete}</button>}
        </div>
      </form>
      {previewLang && <PreviewPane typeKey={typeKey} lang={previewLang} fields={body().fields} onClose={() => setPreviewLang(null)} />}
    </section>
  );
}

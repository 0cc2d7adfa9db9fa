'use client';

import { useRef, useState } from 'react';
import { toast } from '@/features/ui/toast';
import { emptyValue, fieldKind, unwrapNullable, type FormSchema } from '@nakshatra/content';
import { format } from '@/i18n';
import { useI18n } from '@/i18n/provider';
import { cmsMessages } from './messages';
import { uploadFile } from './write';
import styles from './cms.module.css';

export type FieldProps = {
  /** the property's key (labels, upload test ids) */
  name: string;
  schema: FormSchema;
  value: unknown;
  onChange: (v: unknown) => void;
  /** the control's id; nested controls append to it */
  id: string;
  /** the visible label (already translated for the language, e.g. "Heading (English)") */
  label: string;
  isRequired: boolean;
  lang?: 'en' | 'hi';
};

/** Fields written as paragraphs rather than one line. */
const longText = new Set(['summary', 'lyrics', 'rules', 'upright', 'reversed', 'mantra', 'text', 'caption', 'quote', 'answer']);

/** A readable label from a field key: readMinutes → Read (minutes), hlsUrl → HLS URL. */
export function fieldLabel(name: string): string {
  const words = name.replace(/([A-Z])/g, ' $1').replace(/_/g, ' ').toLowerCase().replace(/\b(url|hls)\b/g, (w) => w.toUpperCase()).replace(/ (ms|seconds|minutes)$/, ' ($1)');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function Label({ htmlFor, label, isRequired }: { htmlFor: string; label: string; isRequired: boolean }) {
  const { lang } = useI18n();
  return (
    <label htmlFor={htmlFor}>
      {label} {isRequired && <span className={styles.req}>({cmsMessages[lang].required})</span>}
    </label>
  );
}

function Legend({ label, isRequired }: { label: string; isRequired: boolean }) {
  const { lang } = useI18n();
  return (
    <legend>
      {label} {isRequired && <span className={styles.req}>({cmsMessages[lang].required})</span>}
    </legend>
  );
}

/**
 * One field of a content item, drawn from its JSON Schema (see fieldKind in packages/content): text,
 * numbers, choices, checkboxes, pictures and audio with the upload button, English/Hindi pairs, nested
 * objects, and repeatable lists of any of these; JSON text only for shapes no form is drawn for.
 * The server validates everything again; these controls only make writing it comfortable.
 */
export function SchemaField(props: FieldProps) {
  const k = fieldKind(props.schema);
  switch (k.kind) {
    case 'text':
      return <TextField {...props} upload={k.upload} widget={k.widget} />;
    case 'enum':
      return <EnumField {...props} options={k.options} />;
    case 'number':
      return <NumberField {...props} isInteger={k.isInteger} />;
    case 'boolean':
      return (
        <div className={styles.field}>
          <label><input id={props.id} type="checkbox" checked={props.value === true} onChange={(e) => props.onChange(e.target.checked)} /> {props.label}</label>
        </div>
      );
    case 'localized':
      return <LocalizedField {...props} />;
    case 'object':
      return <ObjectField {...props} fields={k.fields} />;
    case 'lines':
      return <LinesField {...props} />;
    case 'choices':
      return <ChoicesField {...props} options={k.options} isWeekdays={k.widget === 'weekdays'} />;
    case 'list':
      return <ListField {...props} item={k.item} />;
    default:
      return <JsonField {...props} />;
  }
}

function TextField({ name, schema, value, onChange, id, label, isRequired, lang, upload, widget }: FieldProps & { upload?: 'image' | 'audio'; widget?: 'time' }) {
  const { lang: ui } = useI18n();
  const t = cmsMessages[ui];
  const [isUploading, setUploading] = useState(false);
  const s = unwrapNullable(schema);
  const text = typeof value === 'string' ? value : '';
  const set = (v: string) => onChange(v);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} isRequired={isRequired} />
      {widget === 'time' ? (
        <input id={id} type="time" value={text} onChange={(e) => set(e.target.value)} />
      ) : longText.has(name) ? (
        <textarea id={id} rows={3} value={text} onChange={(e) => set(e.target.value)} maxLength={s.maxLength} lang={lang} />
      ) : (
        <input id={id} value={text} onChange={(e) => set(e.target.value)} maxLength={s.maxLength} lang={lang} />
      )}
      {upload && (
        <div className={styles.uploadRow}>
          <label className={styles.uploadButton}>
            {isUploading ? t.uploading : t.upload}
            <input
              type="file"
              accept={upload === 'image' ? 'image/jpeg,image/png,image/webp' : 'audio/mpeg,audio/ogg,audio/wav'}
              className="visually-hidden"
              aria-label={`${t.upload}: ${label}`}
              data-testid={`upload-${name}`}
              disabled={isUploading}
              onChange={async (e) => {
                const input = e.currentTarget;
                const file = input.files?.[0];
                if (!file) return;
                setUploading(true);
                const res = await uploadFile(file);
                setUploading(false);
                input.value = '';
                if (res.ok) {
                  set(res.data.url);
                  toast.success(t.uploaded);
                } else toast.error(res.message ?? t.failed);
              }}
            />
          </label>
          {upload === 'image' && text && <img src={text} alt="" className={styles.thumb} />}
          {upload === 'audio' && text && <audio controls preload="none" src={text} className={styles.audio} />}
        </div>
      )}
    </div>
  );
}

function EnumField({ schema, value, onChange, id, label, isRequired, options }: FieldProps & { options: string[] }) {
  const current = typeof value === 'string' ? value : '';
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} isRequired={isRequired} />
      <select id={id} value={current} onChange={(e) => onChange(e.target.value || undefined)}>
        {/* a required choice with a value cannot be emptied; an optional one can */}
        {(!isRequired || current === '') && <option value="">—</option>}
        {options.map((v) => <option key={v} value={v}>{v}</option>)}
      </select>
      {unwrapNullable(schema).description && <span className={styles.hint}>{unwrapNullable(schema).description}</span>}
    </div>
  );
}

function NumberField({ schema, value, onChange, id, label, isRequired, isInteger }: FieldProps & { isInteger: boolean }) {
  const s = unwrapNullable(schema);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} isRequired={isRequired} />
      <input
        id={id}
        type="number"
        inputMode={isInteger ? 'numeric' : 'decimal'}
        min={s.minimum}
        max={s.maximum}
        step={isInteger ? 1 : 'any'}
        value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      />
    </div>
  );
}

/** Nested {en, hi} text: English and Hindi side by side. */
function LocalizedField({ name, schema, value, onChange, id, label, isRequired }: FieldProps) {
  const { lang: ui } = useI18n();
  const t = cmsMessages[ui];
  const v = value && typeof value === 'object' ? (value as { en?: string; hi?: string }) : {};
  const props = unwrapNullable(schema).properties ?? {};
  return (
    <fieldset className={styles.pair}>
      <Legend label={label} isRequired={isRequired} />
      {(['en', 'hi'] as const).map((l) => (
        <TextField
          key={l}
          name={name}
          schema={props[l] ?? { type: 'string' }}
          value={v[l] ?? ''}
          onChange={(x) => onChange({ ...v, [l]: x })}
          id={`${id}-${l}`}
          label={`${label} (${l === 'en' ? t.english : t.hindi})`}
          isRequired={isRequired && l === 'en'}
          lang={l}
        />
      ))}
    </fieldset>
  );
}

function ObjectField({ schema, value, onChange, id, label, isRequired, fields, isBare = false }: FieldProps & { fields: string[]; isBare?: boolean }) {
  const s = unwrapNullable(schema);
  const v = value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const required = new Set(s.required ?? []);
  const body = fields.map((f) => (
    <SchemaField
      key={f}
      name={f}
      schema={s.properties![f]}
      value={v[f]}
      onChange={(x) => onChange({ ...v, [f]: x })}
      id={`${id}-${f}`}
      label={fieldLabel(f)}
      isRequired={required.has(f)}
    />
  ));
  if (isBare) return <>{body}</>;
  return (
    <fieldset className={styles.group}>
      <Legend label={label} isRequired={isRequired} />
      {body}
    </fieldset>
  );
}

function LinesField({ value, onChange, id, label, isRequired }: FieldProps) {
  const { lang } = useI18n();
  const t = cmsMessages[lang];
  // the text as typed (blank lines and spaces survive while typing); the value is the trimmed non-empty lines
  const [text, setText] = useState(() => (Array.isArray(value) ? (value as string[]).join('\n') : ''));
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} isRequired={isRequired} />
      <textarea
        id={id}
        rows={3}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          onChange(e.target.value.split('\n').map((x) => x.trim()).filter(Boolean));
        }}
        aria-describedby={`${id}-hint`}
      />
      <span id={`${id}-hint`} className={styles.hint}>{t.listHint}</span>
    </div>
  );
}

function ChoicesField({ value, onChange, id, label, isRequired, options, isWeekdays }: FieldProps & { options: Array<string | number>; isWeekdays: boolean }) {
  const { lang } = useI18n();
  const t = cmsMessages[lang];
  const chosen = Array.isArray(value) ? (value as Array<string | number>) : [];
  const toggle = (o: string | number, on: boolean) =>
    onChange(on ? options.filter((x) => x === o || chosen.includes(x)) : chosen.filter((x) => x !== o));
  return (
    <fieldset className={styles.choices} aria-describedby={isWeekdays ? `${id}-hint` : undefined}>
      <Legend label={label} isRequired={isRequired} />
      {options.map((o) => (
        <label key={String(o)}>
          <input id={`${id}-${o}`} type="checkbox" checked={chosen.includes(o)} onChange={(e) => toggle(o, e.target.checked)} />{' '}
          {isWeekdays && typeof o === 'number' ? t.weekdays[o] : String(o)}
        </label>
      ))}
      {isWeekdays && <span id={`${id}-hint`} className={styles.hint}>{t.everyDayHint}</span>}
    </fieldset>
  );
}

/**
 * A repeatable list of sub-forms: add, remove, move up and down. Every entry keeps a stable key while it
 * moves, so focus stays on the button that moved it and half-typed text follows its entry.
 */
function ListField({ name, schema, value, onChange, id, label, isRequired, item }: FieldProps & { item: FormSchema }) {
  const { lang } = useI18n();
  const t = cmsMessages[lang];
  const s = unwrapNullable(schema);
  const list = Array.isArray(value) ? value : [];
  const nextKey = useRef(0);
  const [keys, setKeys] = useState<number[]>(() => list.map(() => nextKey.current++));
  // the list was replaced from outside (an item loaded): new keys
  const stable = keys.length === list.length ? keys : list.map((_, i) => keys[i] ?? nextKey.current++);
  if (stable !== keys) setKeys(stable);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const itemKind = fieldKind(item);
  const canAdd = s.maxItems === undefined || list.length < s.maxItems;

  const update = (values: unknown[], newKeys: number[]) => {
    setKeys(newKeys);
    onChange(values);
  };
  const move = (from: number, to: number) => {
    const values = [...list];
    const ks = [...stable];
    [values[from], values[to]] = [values[to], values[from]];
    [ks[from], ks[to]] = [ks[to], ks[from]];
    update(values, ks);
  };
  const add = () => {
    const key = nextKey.current++;
    update([...list, emptyValue(item)], [...stable, key]);
    // the new entry's first control gets the focus (after React has drawn it)
    requestAnimationFrame(() => rootRef.current?.querySelector<HTMLElement>(`[data-entry="${key}"] :is(input, select, textarea)`)?.focus());
  };

  return (
    <fieldset className={styles.list} ref={rootRef} aria-describedby={`${id}-count`}>
      <Legend label={label} isRequired={isRequired} />
      {list.length === 0 ? (
        <p className={styles.hint}>{t.list.empty}</p>
      ) : (
        <ol className={styles.entries}>
          {list.map((v, i) => {
            const key = stable[i];
            const entry = format(t.list.item, { field: label, n: i + 1 });
            const entryId = `${id}-${key}`;
            const set = (x: unknown) => onChange(list.map((old, j) => (j === i ? x : old)));
            return (
              <li key={key} data-entry={key}>
                <fieldset className={styles.entry}>
                  <legend>{entry}</legend>
                  <div className={styles.entryButtons}>
                    <button type="button" onClick={() => move(i, i - 1)} disabled={i === 0} aria-label={format(t.list.moveUpLabel, { item: entry })}>↑ {t.list.moveUp}</button>
                    <button type="button" onClick={() => move(i, i + 1)} disabled={i === list.length - 1} aria-label={format(t.list.moveDownLabel, { item: entry })}>↓ {t.list.moveDown}</button>
                    <button type="button" className={styles.danger} onClick={() => update(list.filter((_, j) => j !== i), stable.filter((_, j) => j !== i))} aria-label={format(t.list.removeLabel, { item: entry })}>
                      {t.list.remove}
                    </button>
                  </div>
                  {itemKind.kind === 'object' ? (
                    // an entry's fields sit directly in the entry's own group
                    <ObjectField name={name} schema={item} value={v} onChange={set} id={entryId} label={entry} isRequired fields={itemKind.fields} isBare />
                  ) : (
                    <SchemaField name={name} schema={item} value={v} onChange={set} id={entryId} label={fieldLabel(name)} isRequired />
                  )}
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <div className={styles.listFoot}>
        <button type="button" onClick={add} disabled={!canAdd} aria-label={format(t.list.addTo, { field: label })}>+ {t.list.add}</button>
        <span id={`${id}-count`} className={styles.hint}>
          {s.maxItems !== undefined ? format(t.list.count, { n: list.length, max: s.maxItems }) : ''}
          {s.minItems ? ` ${format(t.list.atLeast, { min: s.minItems })}` : ''}
        </span>
      </div>
    </fieldset>
  );
}

/** The fallback: the value as JSON text, checked as it is typed. */
function JsonField({ value, onChange, id, label, isRequired }: FieldProps) {
  const { lang } = useI18n();
  const t = cmsMessages[lang];
  const [text, setText] = useState(() => (value === undefined ? '' : JSON.stringify(value, null, 2)));
  const [isInvalid, setInvalid] = useState(false);
  return (
    <div className={styles.field}>
      <Label htmlFor={id} label={label} isRequired={isRequired} />
      <textarea
        id={id}
        rows={8}
        className={styles.mono}
        value={text}
        aria-invalid={isInvalid}
        aria-describedby={`${id}-hint`}
        onChange={(e) => {
          setText(e.target.value);
          if (e.target.value.trim() === '') return (setInvalid(false), onChange(undefined));
          try {
            onChange(JSON.parse(e.target.value));
            setInvalid(false);
          } catch {
            setInvalid(true);
          }
        }}
      />
      <span id={`${id}-hint`} className={isInvalid ? styles.error : styles.hint}>{isInvalid ? format(t.jsonInvalid, { field: label }) : t.jsonHint}</span>
    </div>
  );
}

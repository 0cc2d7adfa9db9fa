'use client';

import type { FormSchema } from '@nakshatra/content';
import { useI18n } from '@/i18n/provider';
import { cmsMessages } from './messages';
import { RichTextEditor } from './rich-text-editor';
import { fieldLabel, SchemaField } from './schema-field';
import styles from './cms.module.css';

export { fieldLabel };

type Props = { name: string; schema: FormSchema; value: unknown; onChange: (v: unknown) => void; isRequired: boolean; isHtml: boolean; lang?: 'en' | 'hi'; idSuffix?: string };

/**
 * One top-level field of the item editor: rich text gets the editor; everything else is drawn from the
 * field's JSON Schema by SchemaField (text, numbers, choices, uploads, English/Hindi pairs, repeatable
 * lists of sub-forms, JSON only for shapes no form is drawn for).
 */
export function FieldInput({ name, schema, value, onChange, isRequired, isHtml, lang, idSuffix = '' }: Props) {
  const { lang: ui } = useI18n();
  const t = cmsMessages[ui];
  const id = `field-${name}${idSuffix}`;
  const label = `${fieldLabel(name)}${lang ? ` (${lang === 'en' ? t.english : t.hindi})` : ''}`;
  if (isHtml)
    return (
      <div className={styles.field}>
        <span className={styles.fieldLabel} id={`${id}-label`}>{label}</span>
        <RichTextEditor id={id} label={label} value={typeof value === 'string' ? value : ''} onChange={onChange} lang={lang ?? 'en'} />
      </div>
    );
  return <SchemaField name={name} schema={schema} value={value} onChange={onChange} id={id} label={label} isRequired={isRequired} lang={lang} />;
}

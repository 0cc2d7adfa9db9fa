/**
 * How the admin CMS draws a field, decided from the field's JSON Schema (what GET /api/admin/content/types
 * serves: `z.toJSONSchema(type.schema, { io: 'input' })`). Pure functions over plain objects, so the web
 * editor and the registry's tests agree on which shapes get a real form and which fall back to JSON.
 */

/** The part of JSON Schema that zod produces for registry fields. */
export type FormSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, FormSchema>;
  required?: string[];
  additionalProperties?: unknown;
  items?: FormSchema;
  anyOf?: FormSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  default?: unknown;
  description?: string;
  /** set by imageUrlSchema / audioUrlSchema: the field gets an upload button */
  'x-upload'?: 'image' | 'audio';
  /** a nicer control: 'time' (HH:MM), 'weekdays' (0 = Sunday … 6 = Saturday) */
  'x-widget'?: 'time' | 'weekdays';
};

export type FieldKind =
  | { kind: 'text'; upload?: 'image' | 'audio'; widget?: 'time' }
  | { kind: 'enum'; options: string[] }
  | { kind: 'number'; isInteger: boolean }
  | { kind: 'boolean' }
  /** nested translated text {en, hi?}: English and Hindi side by side */
  | { kind: 'localized' }
  /** an object whose properties are drawn one by one */
  | { kind: 'object'; fields: string[] }
  /** an array of plain strings: one per line */
  | { kind: 'lines' }
  /** an array of values from a short list (enum or a small integer range): checkboxes */
  | { kind: 'choices'; options: Array<string | number>; widget?: 'weekdays' }
  /** an array of anything else drawable: a repeatable list of sub-forms (add, remove, move up/down) */
  | { kind: 'list'; item: FormSchema }
  /** a shape no form is drawn for: edited as JSON text */
  | { kind: 'json' };

/** The most options an integer range may have to be drawn as checkboxes. */
const MAX_CHOICES = 31;

const typeOf = (s: FormSchema): string | undefined => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** `X | null` and `X | undefined` are drawn as X (an empty control means "absent"). */
export function unwrapNullable(schema: FormSchema): FormSchema {
  if (!schema.anyOf) return schema;
  const rest = schema.anyOf.filter((s) => typeOf(s) !== 'null');
  return rest.length === 1 ? { ...rest[0], default: schema.default ?? rest[0].default } : schema;
}

const isStringEnum = (s: FormSchema): s is FormSchema & { enum: string[] } => Array.isArray(s.enum) && s.enum.length > 0 && s.enum.every((v) => typeof v === 'string');

/** {en: string, hi?: string} and nothing else */
function isLocalized(s: FormSchema): boolean {
  const keys = Object.keys(s.properties ?? {});
  return typeOf(s) === 'object' && keys.length === 2 && keys.includes('en') && keys.includes('hi') && keys.every((k) => typeOf(s.properties![k]) === 'string');
}

/** How a field with this schema is drawn. */
export function fieldKind(raw: FormSchema): FieldKind {
  const schema = unwrapNullable(raw);
  if (schema.anyOf) return { kind: 'json' };
  if (isStringEnum(schema)) return { kind: 'enum', options: schema.enum };
  switch (typeOf(schema)) {
    case 'string':
      return { kind: 'text', ...(schema['x-upload'] ? { upload: schema['x-upload'] } : {}), ...(schema['x-widget'] === 'time' ? { widget: 'time' as const } : {}) };
    case 'integer':
    case 'number':
      return { kind: 'number', isInteger: typeOf(schema) === 'integer' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'object': {
      if (isLocalized(schema)) return { kind: 'localized' };
      const fields = Object.keys(schema.properties ?? {});
      // a record (free keys) has no fixed fields to draw
      return fields.length > 0 ? { kind: 'object', fields } : { kind: 'json' };
    }
    case 'array': {
      const item = schema.items ? unwrapNullable(schema.items) : undefined;
      if (!item) return { kind: 'json' };
      if (isStringEnum(item)) return { kind: 'choices', options: item.enum };
      const t = typeOf(item);
      if (t === 'integer' && item.minimum !== undefined && item.maximum !== undefined && item.maximum - item.minimum < MAX_CHOICES) {
        const options = Array.from({ length: item.maximum - item.minimum + 1 }, (_, i) => item.minimum! + i);
        return { kind: 'choices', options, ...(schema['x-widget'] === 'weekdays' && item.minimum === 0 && item.maximum === 6 ? { widget: 'weekdays' as const } : {}) };
      }
      if (t === 'string' && !item['x-upload'] && !item['x-widget']) return { kind: 'lines' };
      return fieldKind(item).kind === 'json' ? { kind: 'json' } : { kind: 'list', item };
    }
    default:
      return { kind: 'json' };
  }
}

/** The value a new list entry starts with: required fields present and empty, optional ones absent. */
export function emptyValue(raw: FormSchema): unknown {
  const schema = unwrapNullable(raw);
  if (schema.default !== undefined) return structuredClone(schema.default);
  const k = fieldKind(schema);
  switch (k.kind) {
    case 'text':
      return '';
    case 'enum':
      return k.options[0];
    case 'boolean':
      return false;
    case 'localized':
      return { en: '', hi: '' };
    case 'object': {
      const required = new Set(schema.required ?? []);
      return Object.fromEntries(k.fields.filter((f) => required.has(f)).map((f) => [f, emptyValue(schema.properties![f])]).filter(([, v]) => v !== undefined));
    }
    case 'lines':
    case 'choices':
    case 'list':
      return [];
    default:
      return undefined;
  }
}

const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (typeof v === 'number' && Number.isNaN(v)) ||
  (typeof v === 'object' && !Array.isArray(v) && Object.values(v as object).every(isBlank));

/**
 * The value as the API should receive it: optional fields left empty are dropped (an empty optional
 * text or picture means "none"), empty Hindi is dropped; required ones are kept even when empty so the
 * server answers with its own sentence. Returns undefined when nothing is left.
 */
export function pruneValue(raw: FormSchema, value: unknown): unknown {
  const schema = unwrapNullable(raw);
  const k = fieldKind(schema);
  if (k.kind === 'json') return value;
  if (isBlank(value)) return undefined;
  switch (k.kind) {
    case 'localized': {
      const v = value as { en?: unknown; hi?: unknown };
      return { en: v.en ?? '', ...(typeof v.hi === 'string' && v.hi.trim() !== '' ? { hi: v.hi } : {}) };
    }
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return value;
      const required = new Set(schema.required ?? []);
      const out: Record<string, unknown> = {};
      for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
        const sub = schema.properties?.[key];
        const pruned = sub ? pruneValue(sub, v) : v;
        if (pruned !== undefined) out[key] = pruned;
        else if (required.has(key)) out[key] = v;
      }
      return out;
    }
    case 'list':
      return Array.isArray(value) ? value.map((v) => pruneValue(k.item, v) ?? v) : value;
    default:
      return value;
  }
}

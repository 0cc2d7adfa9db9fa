'use client';

import { useEffect, useState } from 'react';
import type { FormSchema } from '@nakshatra/content';
import { getJson, isApiFailure } from '@/features/api/client';

/** A field's JSON Schema as the API serves it (see packages/content/src/form-schema.ts). */
export type JsonSchema = FormSchema;

/** One content type as GET /api/admin/content/types describes it (the registry, with its fields as JSON Schema). */
export type TypeInfo = {
  key: string;
  label: { en: string; hi: string; enPlural: string; hiPlural: string };
  segment: string | null;
  translated: string[];
  html: string[];
  order: 'newest' | 'position';
  filters: Record<string, string[]>;
  schema: JsonSchema;
};

let cache: Promise<TypeInfo[]> | null = null;

/** The registry, fetched once per page load. */
export function loadTypes(): Promise<TypeInfo[]> {
  cache ??= getJson<{ data: TypeInfo[] }>('/api/admin/content/types').then((r) => {
    if (isApiFailure(r)) {
      cache = null;
      throw new Error(`types ${r.error_status}`);
    }
    return r.data;
  });
  return cache;
}

export function useTypes(): { types: TypeInfo[] | null; error: boolean } {
  const [types, setTypes] = useState<TypeInfo[] | null>(null);
  const [error, setError] = useState(false);
  useEffect(() => {
    loadTypes().then(setTypes, () => setError(true));
  }, []);
  return { types, error };
}

/** The public page of an item, when its type has pages. */
export function publicHref(type: TypeInfo, slug: string): string | null {
  if (type.segment === null) return null;
  return type.segment === '' ? `/${slug}` : `/${type.segment}/${slug}`;
}

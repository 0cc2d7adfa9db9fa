'use client';

import type { ContentItem } from '@nakshatra/shared';
import { apiErrorOf, getJson, isApiFailure, postForm, postJson } from '@/features/api/client';

export type AdminItem = ContentItem & { fields: Record<string, unknown> };
export type WriteBody = { slug?: string; category?: string | null; position?: number; status?: 'draft' | 'published' | 'scheduled'; publish_at?: string | null; fields: Record<string, unknown> };
type Result<T> = { ok: true; data: T } | { ok: false; message?: string; field?: string };

async function send<T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<Result<T>> {
  try {
    const res = await fetch(path, {
      method,
      credentials: 'include',
      headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json().catch(() => undefined)) as { data?: T; error?: { message?: string; details?: { field?: string } } } | undefined;
    if (!res.ok) return { ok: false, message: json?.error?.message, field: json?.error?.details?.field };
    return { ok: true, data: json?.data as T };
  } catch (err) {
    return { ok: false, message: err instanceof Error ? err.message : undefined };
  }
}

export const getItem = async (type: string, id: string): Promise<Result<AdminItem>> => {
  const r = await getJson<{ data: AdminItem }>(`/api/admin/content/${type}/${id}`);
  return isApiFailure(r) ? { ok: false, message: apiErrorOf(r).message } : { ok: true, data: r.data };
};
export const createItem = (type: string, body: WriteBody) => send<AdminItem>('POST', `/api/admin/content/${type}`, body);
export const updateItem = (type: string, id: string, body: Partial<WriteBody>) => send<AdminItem>('PATCH', `/api/admin/content/${type}/${id}`, body);
export const deleteItem = (type: string, id: string) => send<{ id: string }>('DELETE', `/api/admin/content/${type}/${id}`);
export const previewItem = (type: string, lang: 'en' | 'hi', fields: Record<string, unknown>) =>
  send<Record<string, unknown>>('POST', `/api/admin/content/${type}/preview?lang=${lang}`, { fields });

/** POST /upload (multipart): the stored file's address, or the API's sentence. */
export async function uploadFile(file: File): Promise<Result<{ url: string }>> {
  const form = new FormData();
  form.append('file', file);
  const r = await postForm<{ data: { url: string } }>('/upload?purpose=content', form);
  return 'error_msge' in r ? { ok: false, message: r.error_msge } : { ok: true, data: r.data };
}

export { postJson };

/**
 * The browser's calls to the API (same origin; next.config rewrites /api to the API server).
 * Conventions of spec §7: a 204 answer gives `{ error_status }`; a non-OK 404 or 500 gives
 * `{ error_status }` only; any other non-OK gives `{ error_status, response }` with the parsed JSON.
 * Network failures are thrown, so callers can tell "the call failed" from "the server said no".
 */
export type ApiFailure = { error_status: number; response?: unknown };
export type ApiResult<T> = T | ApiFailure;

export function isApiFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && 'error_status' in value;
}

/** The `error.code` and `error.message` of an API failure body, when there is one. */
export function apiErrorOf(failure: ApiFailure): { code?: string; message?: string } {
  const body = failure.response as { error?: { code?: unknown; message?: unknown } } | undefined;
  const code = typeof body?.error?.code === 'string' ? body.error.code : undefined;
  const message = typeof body?.error?.message === 'string' ? body.error.message : undefined;
  return { code, message };
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

async function handle<T>(res: Response): Promise<ApiResult<T>> {
  if (res.status === 204) return { error_status: res.status };
  if (!res.ok) {
    if (res.status === 404 || res.status === 500) return { error_status: res.status };
    return { error_status: res.status, response: await readJson(res) };
  }
  return (await readJson(res)) as T;
}

function jsonInit(method: string, body?: unknown): RequestInit {
  return {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  };
}

export async function getJson<T>(path: string): Promise<ApiResult<T>> {
  return handle<T>(await fetch(path, jsonInit('GET')));
}

export async function postJson<T>(path: string, body: unknown = {}): Promise<ApiResult<T>> {
  return handle<T>(await fetch(path, jsonInit('POST', body)));
}

export async function putJson<T>(path: string, body: unknown = {}): Promise<ApiResult<T>> {
  return handle<T>(await fetch(path, jsonInit('PUT', body)));
}

export async function patchJson<T>(path: string, body: unknown = {}): Promise<ApiResult<T>> {
  return handle<T>(await fetch(path, jsonInit('PATCH', body)));
}

export async function deleteJson<T>(path: string): Promise<ApiResult<T>> {
  return handle<T>(await fetch(path, jsonInit('DELETE')));
}

/** Form-data POST (uploads): the body goes as is; failures carry `error_msge`. */
export async function postForm<T>(path: string, body: FormData): Promise<T | { error_msge: string; error_status?: number }> {
  try {
    const res = await fetch(path, { method: 'POST', credentials: 'include', body });
    if (!res.ok) {
      const parsed = (await readJson(res)) as { error?: { message?: string } } | undefined;
      return { error_status: res.status, error_msge: parsed?.error?.message ?? res.statusText };
    }
    return (await readJson(res)) as T;
  } catch (err) {
    return { error_msge: err instanceof Error ? err.message : String(err) };
  }
}

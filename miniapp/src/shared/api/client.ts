/**
 * The fetch wrapper for the shop's API: base '/api', cookies and the stored bearer token, a timeout, and the
 * `{ success, data | error }` envelope unwrapped so callers get data or an ApiError.
 */

import { isRecord, readString, STORAGE_KEYS } from '../lib/storage';
import { ru } from '../texts/ru';
import { ApiError } from './api-error';

export const API_BASE = '/api';
export const DEFAULT_TIMEOUT_MS = 15_000;

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** A plain object is sent as JSON; FormData as multipart. */
  body?: unknown;
  timeoutMs?: number;
  /** Cancellation from the caller (TanStack Query passes one). */
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/** Renews the session after a 401 (refresh cookie, or initData in the mini-app); null when it cannot. */
type SessionRenewer = () => Promise<string | null>;
let sessionRenewer: SessionRenewer | null = null;

/** The auth feature plugs its renewal in here, so this module does not depend on it. */
export function setSessionRenewer(renewer: SessionRenewer | null): void {
  sessionRenewer = renewer;
}

// Calls that sign in, renew or sign out: a 401 from them is an answer, not an expired session.
const SESSION_PATHS = new Set([
  '/auth/login-unified',
  '/auth/register',
  '/auth/refresh-token',
  '/auth/logout',
  '/auth/telegram',
]);

/** A call with the stored token; on a 401 the session is renewed once and the call repeated once. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const hadToken = readString(STORAGE_KEYS.token) !== null;
  try {
    return await requestOnce<T>(path, options);
  } catch (error) {
    const expired = error instanceof ApiError && error.status === 401;
    if (!expired || !hadToken || !sessionRenewer || SESSION_PATHS.has(path)) throw error;
    if (!(await sessionRenewer())) throw error;
    return requestOnce<T>(path, options);
  }
}

async function requestOnce<T>(path: string, options: RequestOptions): Promise<T> {
  const { method = 'GET', query, body, timeoutMs = DEFAULT_TIMEOUT_MS, signal } = options;

  const headers = new Headers({ Accept: 'application/json' });
  const token = readString(STORAGE_KEYS.token);
  if (token) headers.set('Authorization', `Bearer ${token}`);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const forwardAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) forwardAbort();
  else signal?.addEventListener('abort', forwardAbort, { once: true });

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(ru.common.timeout, 'TIMEOUT', 0);
    // A cancellation asked for by the caller is passed on untouched so the query layer recognises it.
    if (signal?.aborted) throw error;
    throw new ApiError(ru.common.networkError, 'NETWORK_ERROR', 0);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }

  const parsed = await readBody(response);
  if (isRecord(parsed) && parsed.success === false) {
    const error = isRecord(parsed.error) ? parsed.error : {};
    throw new ApiError(
      typeof error.message === 'string' ? error.message : ru.common.errorOccurred,
      typeof error.code === 'string' ? error.code : 'UNKNOWN',
      response.status,
      isRecord(error.fields) ? (error.fields as Record<string, string>) : undefined,
    );
  }
  if (!response.ok) {
    throw new ApiError(ru.common.somethingWrong, `HTTP_${response.status}`, response.status);
  }
  if (isRecord(parsed) && parsed.success === true) return parsed.data as T;
  // A few calls answer with the bare body (the spec's home config, for one).
  return parsed as T;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};

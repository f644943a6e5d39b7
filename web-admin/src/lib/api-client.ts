// The one way the admin app talks to the API: base '/api', cookies included, the bearer token from storage,
// a timeout, and the shop's envelope `{ success, data | error }` turned into data or a thrown ApiError.
import { texts } from './texts';
import { readToken, writeToken } from './token-storage';

const DEFAULT_TIMEOUT_MS = 15_000;

export interface ApiErrorBody {
  code: string;
  message: string;
  fields?: Record<string, string>;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure or timeout). */
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.status = status;
    this.code = body.code;
    this.fields = body.fields;
  }
}

type Envelope<T> = { success: true; data: T } | { success: false; error: Partial<ApiErrorBody> };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  signal?: AbortSignal;
}

let sessionExpiredHandler: (() => void) | undefined;

/** Called when a signed-in request gets a 401 that a token refresh cannot cure. */
export function onSessionExpired(handler: () => void): void {
  sessionExpiredHandler = handler;
}

function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' && value !== null && 'success' in value && typeof value.success === 'boolean'
  );
}

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort, { once: true });

  try {
    return await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError(0, { code: 'TIMEOUT', message: texts.errors.timeout });
    // A caller's own abort (TanStack Query cancelling) is passed on as it is.
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, { code: 'NETWORK', message: texts.errors.network });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (isEnvelope(body)) {
    if (body.success) return body.data as T;
    throw new ApiError(response.status, {
      code: body.error?.code ?? `HTTP_${response.status}`,
      message: body.error?.message ?? '',
      ...(body.error?.fields ? { fields: body.error.fields } : {}),
    });
  }
  if (!response.ok) {
    throw new ApiError(response.status, { code: `HTTP_${response.status}`, message: texts.errors.generic });
  }
  return body as T;
}

// Calls that must not trigger a refresh themselves: signing in, refreshing and signing out.
const AUTH_ENDPOINTS = new Set(['/auth/login-unified', '/auth/refresh-token', '/auth/logout']);

let refreshing: Promise<string | null> | null = null;

/** Exchanges the refresh cookie for a new access token once, however many requests are waiting for it. */
function refreshToken(): Promise<string | null> {
  refreshing ??= (async () => {
    try {
      const response = await send('/auth/refresh-token', { method: 'POST' }, null);
      const data = await readBody<{ token?: string }>(response);
      if (!data?.token) return null;
      writeToken(data.token);
      return data.token;
    } catch {
      return null;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = readToken();
  let response = await send(path, options, token);

  // An expired access token is refreshed once and the call repeated; if that fails the session is over.
  if (response.status === 401 && token && !AUTH_ENDPOINTS.has(path)) {
    const fresh = await refreshToken();
    if (fresh) response = await send(path, options, fresh);
    if (!fresh || response.status === 401) sessionExpiredHandler?.();
  }
  return readBody<T>(response);
}

/** The text to show for a failed call: the server's message when it sent one, otherwise the fallback. */
export function errorMessage(error: unknown, fallback: string = texts.errors.generic): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

/**
 * The typed client both front ends call the API with: `hc<ShopApi>` over a fetch that adds the bearer token
 * and cookies, gives up after a timeout, and renews the session once after a 401.
 */
import { type ClientRequestOptions, type ClientResponse, hc } from 'hono/client';
import type { ShopApi } from '../app';
import { ApiError } from './api-error';
import { type EnvelopeTexts, type ResponseData, readEnvelope } from './envelope';

export type ShopClient = ReturnType<typeof hc<ShopApi>>;

// Spelled through fetch so the module compiles with Node's types as well as the DOM's.
type FetchInput = Parameters<typeof fetch>[0];

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface ShopClientTexts extends EnvelopeTexts {
  /** No answer: the network failed. */
  network: string;
  /** No answer within the timeout. */
  timeout: string;
}

const defaultTexts: ShopClientTexts = {
  network: 'Нет соединения с сервером',
  timeout: 'Сервер не ответил вовремя',
  failed: 'Произошла ошибка',
  unexpected: 'Что-то пошло не так',
};

export interface ShopClientOptions {
  /** The current access token, read before every call. */
  getToken: () => string | null;
  /** Where the API lives; the page's own origin by default. */
  baseUrl?: string;
  texts?: Partial<ShopClientTexts>;
  timeoutMs?: number;
  /** The fetch to call; the global one (looked up at each call) by default. */
  fetch?: typeof fetch;
}

/** How an app renews its session after a 401, and what it does when the session cannot be saved. */
export interface SessionRenewal {
  /**
   * A new access token (already stored by the app), or null/a throw when the session cannot be renewed. An
   * ApiError with no answer (status 0) or a server error (5xx) means the renewal did not get through, not that it
   * was refused.
   */
  renew: () => Promise<string | null>;
  /** The renewal was refused, or the renewed token was refused too: the session is over. */
  ended: () => void;
}

/**
 * A renewal that never got its answer (the network, a timeout, the page being left mid-call) or met a server
 * error says nothing of the session: ending it then would sign the buyer out of a session that is still good.
 */
const didNotGetThrough = (error: unknown): boolean =>
  !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

// Calls that sign in, renew or sign out: a 401 from them is an answer, not an expired session.
const SESSION_PATHS = new Set(
  ['login-unified', 'register', 'refresh-token', 'logout', 'telegram'].map((call) => `/api/auth/${call}`),
);

export function createShopClient(options: ShopClientOptions) {
  const texts = { ...defaultTexts, ...options.texts };
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let session: SessionRenewal | null = null;
  let renewing: Promise<string | null> | null = null;

  /**
   * One renewal at a time, however many calls are waiting for it. A refused renewal gives null; one that did not
   * get through throws its error to every waiting call, and the session stays for the next call to renew.
   */
  function renewOnce(renewal: SessionRenewal): Promise<string | null> {
    renewing ??= (async () => {
      try {
        return await renewal.renew();
      } catch (error) {
        if (didNotGetThrough(error)) throw error;
        return null;
      } finally {
        renewing = null;
      }
    })();
    return renewing;
  }

  async function attempt(
    input: FetchInput,
    init: RequestInit,
    token: string | null,
    timeoutMs: number,
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('Accept', 'application/json');
    if (token) headers.set('Authorization', `Bearer ${token}`);

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const callerSignal = init.signal;
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal?.aborted) forwardAbort();
    else callerSignal?.addEventListener('abort', forwardAbort, { once: true });

    try {
      return await (options.fetch ?? fetch)(input, {
        ...init,
        headers,
        credentials: 'include',
        signal: controller.signal,
      });
    } catch (error) {
      if (timedOut) throw new ApiError(0, { code: 'TIMEOUT', message: texts.timeout });
      // A cancellation the caller asked for is passed on untouched, so the query layer recognises it.
      if (callerSignal?.aborted) throw error;
      throw new ApiError(0, { code: 'NETWORK_ERROR', message: texts.network });
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  /**
   * The token to repeat a refused call with. A call that left with a token another call has since renewed (its 401
   * came back after that renewal ended) takes the new token instead of renewing again: a second renewal would
   * spend the refresh cookie the first one just received.
   */
  function tokenAfter(refused: string, renewal: SessionRenewal): Promise<string | null> {
    const current = options.getToken();
    if (current && current !== refused) return Promise.resolve(current);
    return renewOnce(renewal);
  }

  /** The session ends only when no renewal is under way and nobody has renewed the refused token meanwhile. */
  function endUnlessRenewed(renewal: SessionRenewal, refused: string): void {
    if (renewing) return;
    const current = options.getToken();
    if (current && current !== refused) return;
    renewal.ended();
  }

  /** A call with the current token; after a 401 the session is renewed once and the call repeated once. */
  const fetchWith =
    (timeoutMs: number): typeof fetch =>
    async (input, init = {}) => {
      const token = options.getToken();
      const first = await attempt(input, init, token, timeoutMs);
      const renewal = session;
      if (first.status !== 401 || !token || !renewal || SESSION_PATHS.has(pathOf(input))) return first;
      const fresh = await tokenAfter(token, renewal);
      const repeated = fresh ? await attempt(input, init, fresh, timeoutMs) : first;
      if (!fresh || repeated.status === 401) endUnlessRenewed(renewal, fresh ?? token);
      return repeated;
    };

  const client: ShopClient = hc<ShopApi>(options.baseUrl ?? '/', { fetch: fetchWith(defaultTimeoutMs) });

  return {
    /** The typed routes: `client.api.products.$get({ query })`. */
    client,
    /** Awaits a call and gives the data of its success answer; an error answer or no answer throws ApiError. */
    // biome-ignore lint/suspicious/noExplicitAny: any status, any format
    unwrap: async <R extends ClientResponse<unknown, number, any>>(call: Promise<R>) =>
      (await readEnvelope(await call, texts)) as ResponseData<R>,
    /** Per-call options: the caller's cancellation (TanStack Query passes one) and a timeout of its own. */
    requestOptions: ({ signal, timeoutMs }: { signal?: AbortSignal; timeoutMs?: number }) => {
      const callOptions: ClientRequestOptions = signal ? { init: { signal } } : {};
      if (timeoutMs !== undefined) callOptions.fetch = fetchWith(timeoutMs);
      return callOptions;
    },
    /** The auth feature plugs its renewal in here, so the client does not depend on it. */
    setSessionRenewal: (renewal: SessionRenewal | null) => {
      session = renewal;
    },
  };
}

function pathOf(input: FetchInput): string {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  return new URL(url, 'http://localhost').pathname;
}

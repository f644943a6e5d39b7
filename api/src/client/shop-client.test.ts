import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAccount, freshAddress, refreshCookieOf, type TestAccount } from '../testing/auth-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { ApiError, errorMessage } from './api-error';
import { createShopClient, type SessionRenewal } from './shop-client';

/**
 * Holds an answer back (by path and authorization) after the app gave it, to order the answers of a test; a
 * rejection loses the answer on its way, a Response given instead replaces it.
 */
type Hold = (path: string, authorization: string | null) => Promise<unknown> | undefined;

/**
 * The client over the real app: `fetch` hands each request to `app.request`, keeping the refresh cookie the way
 * a browser does for `credentials: 'include'`.
 */
function browserLike(t: TestApp, hold?: Hold) {
  let refreshCookie: string | null = null;
  const calls: { path: string; authorization: string | null; credentials: RequestInit['credentials'] }[] = [];
  const address = freshAddress();
  const fetchViaApp = async (input: Parameters<typeof fetch>[0], init: RequestInit = {}) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    calls.push({
      path: new URL(request.url).pathname,
      authorization: request.headers.get('authorization'),
      credentials: init.credentials,
    });
    if (refreshCookie) request.headers.set('cookie', `refresh_token=${refreshCookie}`);
    const response = await t.app.request(request, undefined, address);
    if (response.headers.getSetCookie().some((line) => line.startsWith('refresh_token='))) {
      refreshCookie = refreshCookieOf(response);
    }
    const replaced = await hold?.(new URL(request.url).pathname, request.headers.get('authorization'));
    return replaced instanceof Response ? replaced : response;
  };
  return { fetch: fetchViaApp as typeof fetch, calls };
}

function shopOver(t: TestApp, token: { value: string | null } = { value: null }, hold?: Hold) {
  const browser = browserLike(t, hold);
  const shop = createShopClient({ getToken: () => token.value, fetch: browser.fetch });
  const ended = vi.fn();
  const renewal: SessionRenewal = {
    renew: async () => {
      const session = await shop.unwrap(shop.client.api.auth['refresh-token'].$post());
      token.value = session.token;
      return session.token;
    },
    ended,
  };
  shop.setSessionRenewal(renewal);
  return { ...shop, token, calls: browser.calls, ended };
}

/**
 * Signs in, lets the access token expire, then reads the user twice at once: both calls answer, after one
 * refresh, and the session goes on.
 */
async function twoReadsAfterExpiry(shop: ReturnType<typeof shopOver>, account: TestAccount) {
  await shop.unwrap(
    shop.client.api.auth['login-unified'].$post({
      json: { identifier: account.email, password: account.password },
    }),
  );
  shop.token.value = 'expired-token';

  const answers = await Promise.all([
    shop.unwrap(shop.client.api.auth.me.$get()),
    shop.unwrap(shop.client.api.auth.me.$get()),
  ]);

  expect(answers.map((answer) => answer.user.id)).toEqual([account.id, account.id]);
  expect(shop.calls.filter((call) => call.path === '/api/auth/refresh-token')).toHaveLength(1);
  expect(shop.ended).not.toHaveBeenCalled();
}

describe('the shop client over the real API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('signs in and reads typed data, sending cookies and the bearer token', async () => {
    const account = await createAccount(t, { name: 'Анна Петрова' });
    const shop = shopOver(t);
    const session = await shop.unwrap(
      shop.client.api.auth['login-unified'].$post({
        json: { identifier: account.email, password: account.password },
      }),
    );
    shop.token.value = session.token;

    const me = await shop.unwrap(shop.client.api.auth.me.$get());

    expect(me.user.name).toBe('Анна Петрова');
    expect(shop.calls.at(-1)).toEqual({
      path: '/api/auth/me',
      authorization: `Bearer ${session.token}`,
      credentials: 'include',
    });
  });

  it('throws the error answer as an ApiError with its status, code, message and fields', async () => {
    const shop = shopOver(t);
    const error = await shop
      .unwrap(shop.client.api.auth.register.$post({ json: { name: 'А', email: 'anna@', password: 'x' } }))
      .catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Проверьте правильность заполнения полей',
    });
    expect((error as ApiError).fields).toMatchObject({ email: 'Введите корректный email' });
  });

  it('renews an expired session once with the refresh cookie and repeats the calls', async () => {
    const shop = shopOver(t);
    await twoReadsAfterExpiry(shop, await createAccount(t));
    expect(shop.token.value).not.toBe('expired-token');
    expect(shop.calls.at(-1)?.authorization).toBe(`Bearer ${shop.token.value}`);
  });

  it('repeats a call refused after another call renewed the session with the new token, renewing once', async () => {
    let renewed!: () => void;
    const renewal = new Promise<void>((resolve) => {
      renewed = resolve;
    });
    let refusals = 0;
    // The second refusal of the expired token reaches the client only after the first call was renewed and repeated.
    const hold: Hold = (path, authorization) => {
      if (path !== '/api/auth/me') return undefined;
      if (authorization !== 'Bearer expired-token') renewed();
      else if (++refusals === 2) return renewal;
      return undefined;
    };
    await twoReadsAfterExpiry(shopOver(t, { value: null }, hold), await createAccount(t));
  });

  it('ends the session when it cannot be renewed, and answers the 401', async () => {
    const shop = shopOver(t, { value: 'expired-token' });

    const error = await shop.unwrap(shop.client.api.auth.me.$get()).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(shop.ended).toHaveBeenCalledTimes(1);
    expect(shop.calls.map((call) => call.path)).toEqual(['/api/auth/me', '/api/auth/refresh-token']);
  });

  it.each([
    [
      'gets no answer',
      () => Promise.reject(new TypeError('Failed to fetch')),
      { status: 0, code: 'NETWORK_ERROR' },
    ],
    [
      'meets a server error',
      async () =>
        Response.json(
          { success: false, error: { code: 'SERVICE_UNAVAILABLE', message: 'Сервис временно недоступен' } },
          { status: 503 },
        ),
      { status: 503 },
    ],
  ] as const)(
    'keeps the session when its renewal %s, and renews at the next call',
    async (_, lose, failure) => {
      const account = await createAccount(t);
      let renewals = 0;
      // The first renewal's answer is lost on its way (the page was left mid-call) or is a server error.
      const hold: Hold = (path) =>
        path === '/api/auth/refresh-token' && ++renewals === 1 ? lose() : undefined;
      const shop = shopOver(t, { value: null }, hold);
      await shop.unwrap(
        shop.client.api.auth['login-unified'].$post({
          json: { identifier: account.email, password: account.password },
        }),
      );
      shop.token.value = 'expired-token';

      await expect(shop.unwrap(shop.client.api.auth.me.$get())).rejects.toMatchObject(failure);
      expect(shop.ended).not.toHaveBeenCalled();
      expect(shop.token.value).toBe('expired-token');

      const me = await shop.unwrap(shop.client.api.auth.me.$get());
      expect(me.user.id).toBe(account.id);
      expect(shop.token.value).not.toBe('expired-token');
      expect(shop.ended).not.toHaveBeenCalled();
    },
  );

  it('takes a refused sign-in as an answer, not as an expired session', async () => {
    const shop = shopOver(t, { value: 'old-token' });

    const error = await shop
      .unwrap(
        shop.client.api.auth['login-unified'].$post({ json: { identifier: 'nobody', password: 'wrong' } }),
      )
      .catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 401, message: 'Неверный email/телефон или пароль' });
    expect(shop.calls).toHaveLength(1);
    expect(shop.ended).not.toHaveBeenCalled();
  });

  it('does not renew a guest call', async () => {
    const shop = shopOver(t);
    await expect(shop.unwrap(shop.client.api.auth.me.$get())).rejects.toMatchObject({ status: 401 });
    expect(shop.calls).toHaveLength(1);
  });
});

describe('the shop client without an answer', () => {
  const hanging: typeof fetch = (_input, init) =>
    new Promise((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });

  it('gives up after the timeout with its Russian message', async () => {
    const shop = createShopClient({ getToken: () => null, fetch: hanging, timeoutMs: 20 });
    await expect(shop.unwrap(shop.client.api.settings.store.$get())).rejects.toMatchObject({
      status: 0,
      code: 'TIMEOUT',
      message: 'Сервер не ответил вовремя',
    });
  });

  it('takes a shorter timeout for one call', async () => {
    const shop = createShopClient({ getToken: () => null, fetch: hanging });
    const started = Date.now();
    await expect(
      shop.unwrap(shop.client.api.auth.logout.$post(undefined, shop.requestOptions({ timeoutMs: 20 }))),
    ).rejects.toMatchObject({ code: 'TIMEOUT' });
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('reports a network failure with the app’s own text', async () => {
    const shop = createShopClient({
      getToken: () => null,
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      texts: { network: 'Нет связи с сервером. Проверьте подключение к интернету.' },
    });
    const error = await shop.unwrap(shop.client.api.settings.store.$get()).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
    expect(errorMessage(error, 'Запасной')).toBe('Нет связи с сервером. Проверьте подключение к интернету.');
  });

  it('passes the caller’s cancellation on untouched', async () => {
    const shop = createShopClient({ getToken: () => null, fetch: hanging });
    const controller = new AbortController();
    const call = shop.unwrap(
      shop.client.api.settings.store.$get(undefined, shop.requestOptions({ signal: controller.signal })),
    );
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('turns an answer that is not the envelope into a readable error', async () => {
    const shop = createShopClient({
      getToken: () => null,
      fetch: async () => new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    await expect(shop.unwrap(shop.client.api.settings.store.$get())).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_502',
      message: 'Что-то пошло не так',
    });
  });
});

describe('errorMessage', () => {
  it('prefers the server message and falls back otherwise', () => {
    expect(errorMessage(new ApiError(400, { code: 'X', message: 'Текст сервера' }), 'Запасной')).toBe(
      'Текст сервера',
    );
    expect(errorMessage(new ApiError(400, { code: 'X', message: '' }), 'Запасной')).toBe('Запасной');
    expect(errorMessage(new Error('boom'), 'Запасной')).toBe('Запасной');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { client, unwrap } from '../../../shared/api/shop-client';
import { toastStore } from '../../../shared/ui/toast/toast-store';
import { makeUser } from '../../../test/users';
import { appModeStore } from '../../telegram';
import {
  authStore,
  clearSession,
  followOtherTabs,
  loginPathFor,
  logout,
  restoreSession,
  sessionNavigation,
  setLaunchInitData,
  setSession,
} from './auth-store';

const user = makeUser();

/** Any call that needs a session: the colors mapping stands for it here. */
const signedInCall = () => unwrap(client.api.colors.mapping.$get());
const SIGNED_IN_CALL = 'GET /api/colors/mapping';

type Handler = (init: RequestInit) => Response | Promise<Response>;

/** A fetch answering by "METHOD /path" and recording each call with its Authorization header. */
function fakeFetch(routes: Record<string, Handler | Handler[]>) {
  const calls: { key: string; authorization: string | null; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    const headers = new Headers(init.headers);
    calls.push({
      key,
      authorization: headers.get('Authorization'),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const route = routes[key];
    const handler = Array.isArray(route) ? route.shift() : route;
    if (!handler)
      return Response.json({ success: false, error: { code: 'NOT_FOUND', message: key } }, { status: 404 });
    return handler(init);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

const ok = (data: unknown) => () => Response.json({ success: true, data });
const status =
  (code: number, message = 'Требуется вход в систему') =>
  () =>
    Response.json({ success: false, error: { code: 'UNAUTHORIZED', message } }, { status: code });

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.spyOn(sessionNavigation, 'assign').mockImplementation(assign as (path: string) => void);
  window.history.replaceState(null, '', '/products');
});

afterEach(() => {
  clearSession();
  setLaunchInitData(null);
  appModeStore.isMiniApp = false;
});

describe('the session after a 401', () => {
  it('refreshes once and repeats the call with the new token', async () => {
    setSession('old-token', user);
    const { calls } = fakeFetch({
      [SIGNED_IN_CALL]: [status(401), ok({ codeToHex: {} })],
      'POST /api/auth/refresh-token': ok({ token: 'new-token', user }),
    });

    await expect(signedInCall()).resolves.toEqual({ codeToHex: {} });

    expect(calls.map((c) => c.key)).toEqual([SIGNED_IN_CALL, 'POST /api/auth/refresh-token', SIGNED_IN_CALL]);
    expect(calls[2]?.authorization).toBe('Bearer new-token');
    expect(localStorage.getItem('token')).toBe('new-token');
    expect(assign).not.toHaveBeenCalled();
  });

  it('refreshes only once for several calls failing together', async () => {
    setSession('old-token', user);
    const { calls } = fakeFetch({
      [SIGNED_IN_CALL]: [status(401), status(401), ok(1), ok(2)],
      'POST /api/auth/refresh-token': ok({ token: 'new-token', user }),
    });
    await Promise.all([signedInCall(), signedInCall()]);
    expect(calls.filter((c) => c.key === 'POST /api/auth/refresh-token')).toHaveLength(1);
  });

  it('clears token and user and goes to /auth when the refresh fails', async () => {
    setSession('old-token', user);
    fakeFetch({
      [SIGNED_IN_CALL]: status(401),
      'POST /api/auth/refresh-token': status(401, 'Сессия истекла, войдите снова'),
    });

    await expect(signedInCall()).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem('token')).toBeNull();
    expect(authStore.user).toBeNull();
    expect(authStore.status).toBe('anonymous');
    expect(assign).toHaveBeenCalledWith('/auth');
  });

  it('does not retry a second time when the repeated call fails again, and ends the session', async () => {
    setSession('old-token', user);
    const { calls } = fakeFetch({
      [SIGNED_IN_CALL]: [status(401), status(401)],
      'POST /api/auth/refresh-token': ok({ token: 'new-token', user }),
    });
    await expect(signedInCall()).rejects.toMatchObject({ status: 401 });
    expect(calls).toHaveLength(3);
    expect(authStore.status).toBe('anonymous');
    expect(assign).toHaveBeenCalledWith('/auth');
  });

  it('keeps the session when the renewal is cut off (the page left mid-call) or meets a server error', async () => {
    setSession('old-token', user);
    fakeFetch({
      [SIGNED_IN_CALL]: [status(401), status(401)],
      'POST /api/auth/refresh-token': [() => Promise.reject(new TypeError('Failed to fetch')), status(503)],
    });
    await expect(signedInCall()).rejects.toMatchObject({ status: 0 });
    await expect(signedInCall()).rejects.toMatchObject({ status: 503 });
    expect(authStore.status).toBe('authenticated');
    expect(localStorage.getItem('token')).toBe('old-token');
    expect(assign).not.toHaveBeenCalled();
  });

  it('does not refresh after a refused sign-in', async () => {
    const { calls } = fakeFetch({
      'POST /api/auth/login-unified': status(401, 'Неверный email/телефон или пароль'),
    });
    setSession('old-token', user);
    await expect(
      unwrap(client.api.auth['login-unified'].$post({ json: { identifier: 'a', password: 'b' } })),
    ).rejects.toMatchObject({ message: 'Неверный email/телефон или пароль' });
    expect(calls).toHaveLength(1);
  });

  it('exchanges the launch initData instead of the cookie inside Telegram', async () => {
    setLaunchInitData('user=%7B%22id%22%3A1%7D&auth_date=1&hash=abc');
    setSession('old-token', user);
    const { calls } = fakeFetch({
      [SIGNED_IN_CALL]: [status(401), ok({})],
      'POST /api/auth/telegram': ok({ token: 'tg-token', user }),
    });
    await signedInCall();
    expect(calls.map((c) => c.key)).toContain('POST /api/auth/telegram');
    expect(calls.map((c) => c.key)).not.toContain('POST /api/auth/refresh-token');
  });
});

describe('where an ended session leads', () => {
  it('sends admin paths to /admin/login and other paths to /auth', () => {
    expect(loginPathFor('/admin/orders')).toBe('/admin/login');
    expect(loginPathFor('/cart')).toBe('/auth');
    expect(loginPathFor('/')).toBe('/auth');
  });

  it('does not redirect when already on either login page', () => {
    expect(loginPathFor('/auth')).toBeNull();
    expect(loginPathFor('/admin/login')).toBeNull();
  });
});

describe('start-up', () => {
  it('signs in inside Telegram with the launch initData, with no form', async () => {
    setLaunchInitData('user=%7B%22id%22%3A1%7D&auth_date=1&hash=abc');
    const { calls } = fakeFetch({ 'POST /api/auth/telegram': ok({ token: 'tg-token', user }) });
    await restoreSession();
    expect(calls[0]?.body).toEqual({ initData: 'user=%7B%22id%22%3A1%7D&auth_date=1&hash=abc' });
    expect(authStore.status).toBe('authenticated');
    expect(authStore.user?.name).toBe('Анна Петрова');
    expect(localStorage.getItem('token')).toBe('tg-token');
  });

  it('checks a stored token with /auth/me', async () => {
    localStorage.setItem('token', 'stored');
    fakeFetch({ 'GET /api/auth/me': ok({ user }) });
    await restoreSession();
    expect(authStore.status).toBe('authenticated');
  });

  it('drops a stored token that cannot be renewed, without sending the visitor away', async () => {
    localStorage.setItem('token', 'stale');
    fakeFetch({ 'GET /api/auth/me': status(401), 'POST /api/auth/refresh-token': status(401) });
    await restoreSession();
    expect(authStore.status).toBe('anonymous');
    expect(localStorage.getItem('token')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('start-up of a blocked account', () => {
  const blocked = 'Аккаунт заблокирован. Обратитесь в поддержку магазина';

  it("signs out and says why, in the shop's words", async () => {
    localStorage.setItem('token', 'stored');
    fakeFetch({ 'GET /api/auth/me': status(403, blocked) });
    await restoreSession();
    expect(authStore.status).toBe('anonymous');
    expect(localStorage.getItem('token')).toBeNull();
    expect(toastStore.toasts.map((shown) => [shown.type, shown.title])).toContainEqual(['error', blocked]);
  });

  it('says why inside Telegram too, where the launch signs in', async () => {
    setLaunchInitData('user=%7B%22id%22%3A1%7D&auth_date=1&hash=abc');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    fakeFetch({ 'POST /api/auth/telegram': status(403, blocked) });
    await restoreSession();
    expect(authStore.status).toBe('anonymous');
    expect(toastStore.toasts.map((shown) => shown.title)).toContain(blocked);
  });
});

describe('start-up, renewal out of reach', () => {
  it('keeps a stored token for the next visit when its renewal gets no answer', async () => {
    localStorage.setItem('token', 'stale');
    fakeFetch({
      'GET /api/auth/me': status(401),
      'POST /api/auth/refresh-token': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await restoreSession();
    expect(authStore.status).toBe('anonymous');
    expect(localStorage.getItem('token')).toBe('stale');
  });
});

describe('logout', () => {
  it('ends the local session also when the call fails', async () => {
    setSession('token', user);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fakeFetch({ 'POST /api/auth/logout': () => Promise.reject(new TypeError('offline')) });
    await logout();
    expect(authStore.status).toBe('anonymous');
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('several tabs', () => {
  it('signs this tab out when another tab signs out', () => {
    setSession('token', user);
    followOtherTabs({ key: 'token', newValue: null });
    expect(authStore.status).toBe('anonymous');
    expect(authStore.user).toBeNull();
  });

  it('takes over a token another tab renewed', () => {
    setSession('token', user);
    followOtherTabs({ key: 'token', newValue: 'renewed' });
    expect(authStore.token).toBe('renewed');
    expect(authStore.status).toBe('authenticated');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, ok } from '../test/fake-api';
import { ApiError, apiRequest, errorMessage, onSessionExpired } from './api-client';

afterEach(() => {
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('unwraps the data of a success envelope, sending cookies and the stored bearer token', async () => {
    localStorage.setItem('token', 'abc');
    const { fetchMock } = mockApi({ 'POST /api/things': () => ok({ id: 7 }) });

    await expect(apiRequest('/things', { method: 'POST', body: { name: 'x' } })).resolves.toEqual({ id: 7 });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer abc', 'Content-Type': 'application/json' });
    expect(init?.body).toBe('{"name":"x"}');
  });

  it('throws an ApiError with the message, code, status and fields of an error envelope', async () => {
    mockApi({ 'GET /api/things': () => fail(422, 'VALIDATION', 'Проверьте поля', { name: 'Обязательно' }) });

    const error = await apiRequest('/things').catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, code: 'VALIDATION', message: 'Проверьте поля' });
    expect((error as ApiError).fields).toEqual({ name: 'Обязательно' });
  });

  it('gives up after 15 seconds with a timeout error', async () => {
    vi.useFakeTimers();
    mockApi({
      'GET /api/slow': (call) =>
        new Promise<Response>((_, reject) => {
          void call;
          const signal = vi.mocked(fetch).mock.calls[0]?.[1]?.signal;
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    });

    const request = apiRequest('/slow').catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(15_000);

    expect(await request).toMatchObject({ status: 0, code: 'TIMEOUT' });
  });

  it('reports a network failure as an ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiRequest('/things')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('refreshes an expired token once and repeats the call', async () => {
    localStorage.setItem('token', 'old');
    const { calls } = mockApi({
      'GET /api/things': (call) =>
        call.headers.Authorization === 'Bearer new' ? ok(['fresh']) : fail(401, 'UNAUTHORIZED', 'Истёк'),
      'POST /api/auth/refresh-token': () => ok({ token: 'new' }),
    });

    await expect(apiRequest('/things')).resolves.toEqual(['fresh']);
    expect(localStorage.getItem('token')).toBe('new');
    expect(calls.map((call) => call.path)).toEqual(['/api/things', '/api/auth/refresh-token', '/api/things']);
  });

  it('ends the session when the refresh is refused', async () => {
    localStorage.setItem('token', 'old');
    const expired = vi.fn();
    onSessionExpired(expired);
    mockApi({ 'GET /api/things': () => fail(401, 'UNAUTHORIZED', 'Истёк') });

    await expect(apiRequest('/things')).rejects.toMatchObject({ status: 401 });
    expect(expired).toHaveBeenCalledTimes(1);
  });
});

describe('errorMessage', () => {
  it('prefers the server message and falls back otherwise', () => {
    expect(errorMessage(new ApiError(400, { code: 'X', message: 'Текст сервера' }), 'Запасной')).toBe(
      'Текст сервера',
    );
    expect(errorMessage(new ApiError(400, { code: 'X', message: '' }), 'Запасной')).toBe('Запасной');
    expect(errorMessage(new Error('boom'))).toBe('Произошла ошибка');
  });
});

import { describe, expect, it } from 'vitest';
import { client, unwrap } from '../../../lib/shop-client';
import { fail, mockApi, ok, staffUser } from '../../../test/fake-api';
import { authStore, setSession } from './auth-store';

/** Any call that needs a signed-in staff member. */
const permissions = () => unwrap(client.api.admin.me.permissions.$get());

describe('the admin session after a 401', () => {
  it('renews the token once with the refresh cookie and repeats the call', async () => {
    setSession('old', staffUser('manager'));
    const { calls } = mockApi({
      'GET /api/admin/me/permissions': (call) =>
        call.headers.authorization === 'Bearer new'
          ? ok({ role: 'manager', areas: ['orders'] })
          : fail(401, 'UNAUTHORIZED', 'Требуется вход в систему'),
      'POST /api/auth/refresh-token': () => ok({ token: 'new', expiresIn: 900, user: staffUser('manager') }),
    });

    await expect(permissions()).resolves.toEqual({ role: 'manager', areas: ['orders'] });

    expect(localStorage.getItem('token')).toBe('new');
    expect(calls.map((call) => call.path)).toEqual([
      '/api/admin/me/permissions',
      '/api/auth/refresh-token',
      '/api/admin/me/permissions',
    ]);
    expect(calls[0]?.headers).toMatchObject({ authorization: 'Bearer old', accept: 'application/json' });
    expect(authStore.status).toBe('authenticated');
  });

  it('signs out when the refresh is refused', async () => {
    setSession('old', staffUser('admin'));
    mockApi({
      'GET /api/admin/me/permissions': () => fail(401, 'UNAUTHORIZED', 'Требуется вход в систему'),
      'POST /api/auth/refresh-token': () => fail(401, 'UNAUTHORIZED', 'Сессия истекла, войдите снова'),
    });

    await expect(permissions()).rejects.toMatchObject({ status: 401 });

    expect(authStore.status).toBe('anonymous');
    expect(authStore.user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

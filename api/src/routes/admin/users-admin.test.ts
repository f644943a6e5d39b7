import type { Role } from '@shop/core';
import { listStaffChanges } from '@shop/db';
import { testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, login, postJson, refresh, requestAs, tokenFor } from '../../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../../testing/test-app';

describe.each(testDatabaseKinds())('admin users on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['user', 'manager', 'admin'] as const) tokens[role] = await tokenFor(t, role);
  });
  afterAll(() => t.close());

  const call = (method: string, path: string, token?: string, body?: unknown) =>
    requestAs(t, token, method, path, body);

  it.each([
    ['GET', '/api/admin/users'],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/role', { role: 'manager' }],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/block'],
    ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/unblock'],
  ] as [string, string, unknown?][])(
    '%s %s: guest 401, customer and manager 403, admin passes',
    async (method, path, body) => {
      expect((await call(method, path, undefined, body)).status).toBe(401);
      for (const role of ['user', 'manager'] as const) {
        const refused = await call(method, path, tokens[role], body);
        expect(refused.status).toBe(403);
        expect((await json(refused)).error.message).toBe('Недостаточно прав');
      }
      expect([200, 404]).toContain((await call(method, path, tokens.admin, body)).status);
    },
  );

  it('searches people by name, email and phone, and filters by role', async () => {
    const person = await createAccount(t, { name: 'Ксения Поисковая', phone: '79035557788' });
    const byName = (await json(await call('GET', '/api/admin/users?search=поисков', tokens.admin))).data;
    expect(byName.users).toMatchObject([
      { id: person.id, name: 'Ксения Поисковая', role: 'user', blocked: false },
    ]);
    const byEmail = (await json(await call('GET', `/api/admin/users?search=${person.email}`, tokens.admin)))
      .data;
    expect(byEmail.users.map((u: { id: string }) => u.id)).toEqual([person.id]);
    const byPhone = (await json(await call('GET', '/api/admin/users?search=555-77', tokens.admin))).data;
    expect(byPhone.users.map((u: { id: string }) => u.id)).toEqual([person.id]);
    const managers = (await json(await call('GET', '/api/admin/users?role=manager', tokens.admin))).data;
    expect(managers.users.every((u: { role: string }) => u.role === 'manager')).toBe(true);
    expect(managers.pagination.total).toBeGreaterThan(0);
    const bad = await call('GET', '/api/admin/users?role=boss', tokens.admin);
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields.role).toBe('Неизвестная роль');
  });

  it('changes a role, which counts at once, and logs who did it', async () => {
    const person = await createAccount(t);
    const { token } = await login(t, person.email, person.password);
    expect((await call('GET', '/api/admin/orders', token)).status).toBe(403);
    const changed = await call('POST', `/api/admin/users/${person.id}/role`, tokens.admin, {
      role: 'manager',
    });
    expect(changed.status).toBe(200);
    expect((await json(changed)).data.role).toBe('manager');
    expect((await call('GET', '/api/admin/orders', token)).status).toBe(200);
    const log = await listStaffChanges(t.deps.database.db, {
      filter: { entity: 'user', entityId: person.id },
      limit: 5,
      offset: 0,
    });
    expect(log.rows).toMatchObject([
      { action: 'role', before: { role: 'user' }, after: { role: 'manager' } },
    ]);

    const bad = await call('POST', `/api/admin/users/${person.id}/role`, tokens.admin, { role: 'owner' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields.role).toBe('Выберите роль: покупатель, менеджер или администратор');
    expect(
      (await call('POST', '/api/admin/users/not-an-id/role', tokens.admin, { role: 'user' })).status,
    ).toBe(404);
  });

  it('blocks a person out of sign-in, refresh and existing tokens, and lets them back in', async () => {
    const person = await createAccount(t);
    const session = await login(t, person.email, person.password);
    const blocked = await call('POST', `/api/admin/users/${person.id}/block`, tokens.admin);
    expect(blocked.status).toBe(200);
    expect((await json(blocked)).data.blocked).toBe(true);

    const message = 'Аккаунт заблокирован. Обратитесь в поддержку магазина';
    const withToken = await call('GET', '/api/auth/me', session.token);
    expect(withToken.status).toBe(403);
    expect((await json(withToken)).error.message).toBe(message);
    const renewed = await refresh(t, session.refresh);
    expect(renewed.status).toBe(403);
    expect((await json(renewed)).error.message).toBe(message);
    const signIn = await postJson(t, '/api/auth/login-unified', {
      identifier: person.email,
      password: person.password,
    });
    expect(signIn.status).toBe(403);
    expect((await json(signIn)).error.message).toBe(message);
    const wrongPassword = await postJson(t, '/api/auth/login-unified', {
      identifier: person.email,
      password: 'wrong-password',
    });
    expect(wrongPassword.status).toBe(401);

    expect((await call('POST', `/api/admin/users/${person.id}/unblock`, tokens.admin)).status).toBe(200);
    expect((await login(t, person.email, person.password)).token).toBeTruthy();
  });

  it('refuses to block oneself or leave the shop without an admin', async () => {
    const admin = await createAccount(t, { role: 'admin' });
    const { token, user } = await login(t, admin.email, admin.password);
    const self = await call('POST', `/api/admin/users/${user.id}/block`, token);
    expect(self.status).toBe(409);
    expect((await json(self)).error.message).toBe('Нельзя заблокировать собственный аккаунт');

    // Every other admin steps down; the last one cannot.
    const admins = (await json(await call('GET', '/api/admin/users?role=admin&limit=100', token))).data.users;
    for (const other of admins.filter((a: { id: string }) => a.id !== admin.id)) {
      expect(
        (await call('POST', `/api/admin/users/${other.id}/role`, token, { role: 'manager' })).status,
      ).toBe(200);
    }
    const last = await call('POST', `/api/admin/users/${admin.id}/role`, token, { role: 'manager' });
    expect(last.status).toBe(409);
    expect((await json(last)).error.message).toBe('Это последний администратор: сначала назначьте другого');
  });
});

import { ROLES, type Role } from '@shop/core';
import { testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedRolesOf, BACK_OFFICE_PREFIXES, PUBLIC_WRITES } from '../middleware/roles';
import { bearer, tokenFor } from '../testing/auth-fixtures';
import { createTestApp, json, type TestApp } from '../testing/test-app';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface AdminRoute {
  method: string;
  path: string;
  /** Roles the route's guard admits; undefined when the route has no guard (a failure). */
  roles: readonly Role[] | undefined;
}

/**
 * Every back-office route of the app, found in `app.routes` rather than typed into a list: routes with a role
 * guard, routes under /api/admin, and write routes under a back-office prefix. New admin routes join the matrix
 * by being registered.
 */
function adminRoutesOf(t: TestApp): AdminRoute[] {
  const byKey = new Map<string, AdminRoute>();
  for (const route of t.app.routes) {
    if (route.method === 'ALL') continue;
    const handler = route.handler as { __COMPOSED_HANDLER?: unknown };
    const roles = allowedRolesOf(handler) ?? allowedRolesOf(handler.__COMPOSED_HANDLER);
    const key = `${route.method} ${route.path}`;
    const entry = byKey.get(key) ?? { method: route.method, path: route.path, roles: undefined };
    if (roles) entry.roles = roles;
    byKey.set(key, entry);
  }
  return [...byKey.values()].filter((route) => {
    if (route.roles) return true;
    if (route.path.startsWith('/api/admin')) return true;
    const underBackOffice = BACK_OFFICE_PREFIXES.some(
      (prefix) => route.path === prefix || route.path.startsWith(`${prefix}/`),
    );
    const publicWrite = PUBLIC_WRITES.some((w) => w.method === route.method && w.path.test(route.path));
    return underBackOffice && WRITE_METHODS.has(route.method) && !publicWrite;
  });
}

describe.each(testDatabaseKinds())('roles on %s', (kind) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ROLES) tokens[role] = await tokenFor(t, role);
  });
  afterAll(() => t.close());

  const call = (route: AdminRoute, token?: string) =>
    t.app.request(route.path.replace(/:\w+/g, '1'), {
      method: route.method,
      headers: {
        ...(token ? bearer(token) : {}),
        ...(WRITE_METHODS.has(route.method) ? { 'content-type': 'application/json' } : {}),
      },
      ...(WRITE_METHODS.has(route.method) ? { body: '{}' } : {}),
    });

  it('finds the admin routes declared so far', () => {
    const found = adminRoutesOf(t).map((route) => `${route.method} ${route.path}`);
    expect(found).toEqual(
      expect.arrayContaining(['PUT /api/settings/store', 'GET /api/admin/me/permissions']),
    );
  });

  it('guards every admin route with a role check', () => {
    const unguarded = adminRoutesOf(t).filter((route) => !route.roles);
    expect(unguarded.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });

  it('answers guest 401, a role outside the guard 403, and lets the guard’s roles through', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of adminRoutesOf(t)) {
      const name = `${route.method} ${route.path}`;
      outcomes.push(`${name} guest ${(await call(route)).status}`);
      expected.push(`${name} guest 401`);
      for (const role of ROLES) {
        const status = (await call(route, tokens[role])).status;
        const allowed = route.roles?.includes(role) ?? false;
        // An admitted role may still meet validation (400) or a missing record (404), never 401/403 or a crash.
        outcomes.push(
          `${name} ${role} ${allowed ? (status === 401 || status === 403 || status >= 500 ? status : 'through') : status}`,
        );
        expected.push(`${name} ${role} ${allowed ? 'through' : 403}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('keeps users, store settings, shipping and wholesale settings for the admin (DESIGN.md split)', async () => {
    const permissions = async (role: Role) =>
      t.app.request('/api/admin/me/permissions', { headers: bearer(tokens[role]) });
    const manager = (await json(await permissions('manager'))).data;
    expect(manager.role).toBe('manager');
    expect(manager.areas).toEqual(
      expect.arrayContaining(['dashboard', 'orders', 'products', 'wholesale/products']),
    );
    expect(manager.areas).not.toEqual(expect.arrayContaining(['users']));
    for (const area of ['users', 'audit', 'settings', 'shipping', 'wholesale/settings']) {
      expect(manager.areas).not.toContain(area);
    }
    const admin = (await json(await permissions('admin'))).data;
    expect(admin.areas).toContain('users');
    expect((await permissions('user')).status).toBe(403);
  });

  it('lets the admin save the store settings, validated and filled with defaults', async () => {
    const response = await t.app.request('/api/settings/store', {
      method: 'PUT',
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      body: JSON.stringify({ storeName: 'Новое имя', contact: { phone: '+7 (900) 000-00-00' } }),
    });
    expect(response.status).toBe(200);
    const saved = (await json(response)).data;
    expect(saved.storeName).toBe('Новое имя');
    expect(saved.contact.phone).toBe('+7 (900) 000-00-00');
    expect(saved.socialMedia).toBeDefined();
    const read = await json(await t.app.request('/api/settings/store'));
    expect(read.data.storeName).toBe('Новое имя');
  });

  it('refuses an invalid store settings document with 400 and the field named', async () => {
    const response = await t.app.request('/api/settings/store', {
      method: 'PUT',
      headers: { ...bearer(tokens.admin), 'content-type': 'application/json' },
      body: JSON.stringify({ contact: { email: 'not-an-email' } }),
    });
    expect(response.status).toBe(400);
    expect(Object.keys((await json(response)).error.fields)).toContain('contact.email');
  });

  it('refuses a manager the store settings with 403 "Недостаточно прав"', async () => {
    const response = await t.app.request('/api/settings/store', {
      method: 'PUT',
      headers: { ...bearer(tokens.manager), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(response.status).toBe(403);
    expect((await json(response)).error).toEqual({ code: 'FORBIDDEN', message: 'Недостаточно прав' });
  });
});

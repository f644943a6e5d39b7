/** Accounts and sign-in helpers for API tests. */
import { randomBytes } from 'node:crypto';
import type { Role } from '@shop/core';
import { createUser } from '@shop/db/testing';
import { fixturePasswordHash } from './fixture-password-hash';
import { json, type TestApp } from './test-app';

export interface TestAccount {
  id: string;
  role: Role;
  email: string;
  password: string;
}

/** A user with a password, stored straight in the database; phone and username only when asked for. */
export async function createAccount(
  t: TestApp,
  overrides: Partial<{
    role: Role;
    name: string;
    email: string;
    phone: string;
    username: string;
    password: string;
  }> = {},
): Promise<TestAccount> {
  const { password = `pw-${randomBytes(5).toString('hex')}-long`, ...fields } = overrides;
  const row = await createUser(t.deps.database.db, {
    ...fields,
    passwordHash: await fixturePasswordHash(password),
  });
  return { id: row.id, role: row.role, email: row.email!, password };
}

/** A distinct client address per call site, so that tests do not share rate-limit windows. */
export const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

let nextAddress = 1;
export const freshAddress = () =>
  fromAddress(`10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`);

export function postJson(
  t: TestApp,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
  env?: object,
) {
  return t.app.request(
    path,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
    env ?? freshAddress(),
  );
}

/** The refresh cookie's value from a Set-Cookie answer, or null. */
export function refreshCookieOf(response: Response): string | null {
  for (const line of response.headers.getSetCookie()) {
    const match = /^refresh_token=([^;]*)/.exec(line);
    if (match) return match[1] || null;
  }
  return null;
}

export async function login(t: TestApp, identifier: string, password: string) {
  const response = await postJson(t, '/api/auth/login-unified', { identifier, password });
  const body = await json(response);
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(body)}`);
  return {
    token: body.data.token as string,
    user: body.data.user,
    refresh: refreshCookieOf(response),
    response,
  };
}

export async function tokenFor(t: TestApp, role: Role): Promise<string> {
  const account = await createAccount(t, { role });
  return (await login(t, account.email, account.password)).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A request to the test app, signed in with `token` when one is given, with a JSON body when one is given. */
export const requestAs = (
  t: TestApp,
  token: string | undefined,
  method: string,
  path: string,
  body?: unknown,
) =>
  t.app.request(path, {
    method,
    headers: {
      ...(token ? bearer(token) : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

export function refresh(t: TestApp, cookie: string | null, headers: Record<string, string> = {}) {
  return t.app.request('/api/auth/refresh-token', {
    method: 'POST',
    headers: { ...(cookie ? { cookie: `refresh_token=${cookie}` } : {}), ...headers },
  });
}

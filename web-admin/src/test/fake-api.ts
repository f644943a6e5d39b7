// Stands in for the API at the network boundary: `fetch` is replaced by a table of answers keyed by
// 'METHOD /api/path'. Calls without an answer get the API's 404 envelope.
import { vi } from 'vitest';
import type { AuthUser, Role } from '../features/auth/types';

interface FakeCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

type Answer = Response | ((call: FakeCall) => Response | Promise<Response>);

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export const ok = (data: unknown) => json(200, { success: true, data });

export const fail = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json(status, { success: false, error: { code, message, ...(fields ? { fields } : {}) } });

export function staffUser(role: Role, overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: `id-of-${role}`,
    role,
    name: `Test ${role}`,
    email: `${role}@shop.test`,
    phone: null,
    username: null,
    firstName: null,
    lastName: null,
    photoUrl: null,
    telegramLinked: false,
    telegramUsername: null,
    botMessagesAllowed: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function mockApi(answers: Record<string, Answer>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FakeCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      // Header names in lower case, as the Fetch standard's Headers gives them. happy-dom's Headers (21.0.4) gives
      // them as the client spelled them ('Authorization'), so they are lower-cased here rather than trusted
      // (capricorn86/happy-dom#2249).
      headers: Object.fromEntries(
        [...new Headers(init.headers)].map(([name, value]) => [name.toLowerCase(), value]),
      ),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = answers[`${call.method} ${url.pathname}`];
    if (!answer) return fail(404, 'NOT_FOUND', `No fake answer for ${call.method} ${url.pathname}`);
    // A Response body can be read once: answers given as objects serve a single call.
    return typeof answer === 'function' ? answer(call) : answer;
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** Signs in as `role` the way a returning visitor is: a stored token that GET /api/auth/me accepts. */
export function signedInAs(role: Role, extraAnswers: Record<string, Answer> = {}) {
  localStorage.setItem('token', `token-of-${role}`);
  return mockApi({ 'GET /api/auth/me': () => ok({ user: staffUser(role) }), ...extraAnswers });
}

/** The auth calls of the spec (section 7): login, registration, current user, refresh, logout, Telegram. */
import { api } from '../../../shared/api/client';
import type { User } from '../types';

export interface SessionPayload {
  token: string;
  user?: User;
}

export const loginUnified = (input: { identifier: string; password: string }) =>
  api.post<SessionPayload>('/auth/login-unified', input);

export const register = (input: { name: string; email: string; password: string }) =>
  api.post<SessionPayload>('/auth/register', input);

/** The API may answer with the user itself or with `{ user }`. */
export async function getMe(signal?: AbortSignal): Promise<User> {
  const data = await api.get<User | { user: User }>('/auth/me', { signal });
  return 'user' in data ? data.user : data;
}

/** Exchanges the httpOnly refresh cookie for a new access token (the cookie rotates). */
export const refreshTokenCall = () => api.post<SessionPayload>('/auth/refresh-token');

/** Inside Telegram: the raw initData the mini-app was launched with, verified by the server. */
export const telegramSignIn = (initData: string) => api.post<SessionPayload>('/auth/telegram', { initData });

// A short wait: the user is leaving and should not sit through the default 15 s.
export const logoutCall = () => api.post<unknown>('/auth/logout', undefined, { timeoutMs: 5000 });

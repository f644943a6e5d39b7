/** The auth calls of the spec (section 7): login, registration, current user, logout. */
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

export const logoutCall = () => api.post<unknown>('/auth/logout');

/** Who is signed in: the bearer token (kept in local storage under 'token'), the user, and the state of both. */
import { proxy, useSnapshot } from 'valtio';
import { isApiError } from '../../../shared/api/api-error';
import { readString, STORAGE_KEYS, writeString } from '../../../shared/lib/storage';
import { getMe, logoutCall, type SessionPayload } from '../api/auth-calls';
import type { AuthStatus, User } from '../types';

interface AuthState {
  token: string | null;
  user: User | null;
  status: AuthStatus;
}

const storedToken = readString(STORAGE_KEYS.token);

export const authStore = proxy<AuthState>({
  token: storedToken,
  user: null,
  status: storedToken ? 'loading' : 'anonymous',
});

export function setSession(token: string, user: User): void {
  writeString(STORAGE_KEYS.token, token);
  authStore.token = token;
  authStore.user = user;
  authStore.status = 'authenticated';
}

export function clearSession(): void {
  writeString(STORAGE_KEYS.token, null);
  authStore.token = null;
  authStore.user = null;
  authStore.status = 'anonymous';
}

/** Stores the token a login or registration returned, then the user (asked for when the answer lacks it). */
export async function startSession(payload: SessionPayload): Promise<User> {
  writeString(STORAGE_KEYS.token, payload.token);
  const user = payload.user ?? (await getMe());
  setSession(payload.token, user);
  return user;
}

/** At start-up: a stored token is checked with GET /auth/me; a rejected one is dropped. */
export async function restoreSession(): Promise<void> {
  const token = readString(STORAGE_KEYS.token);
  if (!token) {
    clearSession();
    return;
  }
  authStore.status = 'loading';
  try {
    setSession(token, await getMe());
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      clearSession();
    } else {
      // The server is unreachable: keep the token for the next visit, browse as a guest meanwhile.
      authStore.user = null;
      authStore.status = 'anonymous';
    }
  }
}

/** Logs out on the server if it answers; the local session ends either way. */
export async function logout(): Promise<void> {
  try {
    await logoutCall();
  } catch (error) {
    console.error('Logout failed', error);
  }
  clearSession();
}

export function useAuth() {
  return useSnapshot(authStore);
}

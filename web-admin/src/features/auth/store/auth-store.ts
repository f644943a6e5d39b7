// Client-side auth state: who is signed in. The token itself is kept in localStorage by lib/token-storage.
import { isApiError } from '@shop/api/client';
import { proxy } from 'valtio';
import { client, setSessionRenewal, unwrap } from '../../../lib/shop-client';
import { readToken, removeToken, writeToken } from '../../../lib/token-storage';
import { getMe } from '../api/get-me';
import { logout } from '../api/logout';
import type { AuthUser } from '../types';

type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

export const authStore = proxy<AuthState>({ status: 'loading', user: null });

export function setSession(token: string, user: AuthUser): void {
  writeToken(token);
  authStore.user = user;
  authStore.status = 'authenticated';
}

function clearSession(): void {
  removeToken();
  authStore.user = null;
  authStore.status = 'anonymous';
}

/** After a 401: the refresh cookie buys a new access token; when it cannot, the session is over. */
async function renewSession(): Promise<string> {
  const { token } = await unwrap(client.api.auth['refresh-token'].$post());
  writeToken(token);
  return token;
}

setSessionRenewal({ renew: renewSession, ended: clearSession });

/** On start: a stored token is checked with GET /auth/me; a refused one is forgotten. */
export async function restoreSession(): Promise<void> {
  const token = readToken();
  if (!token) {
    clearSession();
    return;
  }
  authStore.status = 'loading';
  try {
    const { user } = await getMe();
    // A sign-in or sign-out that happened meanwhile wins over this older answer.
    if (readToken() === null || authStore.status !== 'loading') return;
    authStore.user = user;
    authStore.status = 'authenticated';
  } catch (error) {
    if (authStore.status !== 'loading') return;
    if (isApiError(error) && error.status === 401) {
      clearSession();
      return;
    }
    // The server could not be asked (offline, down): sign-in is offered, and the token is kept for a reload.
    authStore.user = null;
    authStore.status = 'anonymous';
  }
}

/** The local session ends first: the server's logout also ends the access token the screens still hold. */
export async function signOut(): Promise<void> {
  clearSession();
  try {
    await logout();
  } catch (error) {
    // Leaving must work even when the server cannot be told.
    console.warn('Logout call failed', error);
  }
}

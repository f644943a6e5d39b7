/**
 * Who is signed in: the bearer token (kept in local storage under 'token'), the user, and the state of both
 * (loading, anonymous, authenticated). Inside Telegram the session comes from the launch initData; on the web
 * from a password sign-in, renewed with the httpOnly refresh cookie.
 */
import { isApiError } from '@shop/api/client';
import { proxy, useSnapshot } from 'valtio';
import { setSessionRenewal } from '../../../shared/api/shop-client';
import { readString, STORAGE_KEYS, writeString } from '../../../shared/lib/storage';
import { toast } from '../../../shared/ui/toast/toast-store';
import { getMe, logoutCall, refreshTokenCall, telegramSignIn } from '../api/auth-calls';
import type { AuthStatus, Session, User } from '../types';

interface AuthState {
  token: string | null;
  user: User | null;
  status: AuthStatus;
  /** The visitor signed out themselves: a signed-in page left behind goes home, not to the sign-in form. */
  signedOut: boolean;
}

/** The session as a start finds it: the stored token, if any, still to be checked. */
export function storedSession(): AuthState {
  const token = readString(STORAGE_KEYS.token);
  return { token, user: null, status: token ? 'loading' : 'anonymous', signedOut: false };
}

export const authStore = proxy<AuthState>(storedSession());

export function setSession(token: string, user: User): void {
  writeString(STORAGE_KEYS.token, token);
  authStore.token = token;
  authStore.user = user;
  authStore.status = 'authenticated';
  authStore.signedOut = false;
}

export function clearSession(): void {
  writeString(STORAGE_KEYS.token, null);
  authStore.token = null;
  authStore.user = null;
  authStore.status = 'anonymous';
}

/** The signed-in user as the server answered after a change to her profile; the session stays. */
export function updateUser(user: User): void {
  if (authStore.status === 'authenticated') authStore.user = user;
}

/**
 * Reads the signed-in user again after the server changed her profile itself (her first order's phone fills an
 * empty one); a failed read leaves the one held.
 */
export async function refreshUser(): Promise<void> {
  if (authStore.status !== 'authenticated') return;
  try {
    updateUser(await getMe());
  } catch (error) {
    console.warn('The profile was not read again', error);
  }
}

/** Starts the session a login or registration answered with. */
export function startSession(session: Session): User {
  setSession(session.token, session.user);
  return session.user;
}

/** Where an ended session sends the visitor (SPEC section 2); null when already on a login page. */
export function loginPathFor(pathname: string): string | null {
  if (pathname === '/auth' || pathname === '/admin/login') return null;
  return pathname.startsWith('/admin') ? '/admin/login' : '/auth';
}

/** Page navigation for an ended session; replaced in tests. */
export const sessionNavigation = {
  assign: (path: string) => window.location.assign(path),
};

/** Raw launch initData inside Telegram (the API verifies its signature); null in the web shop. */
let launchInitData: string | null = null;

/** The Telegram start hands the launch initData over before the session starts (main.tsx). */
export function setLaunchInitData(raw: string | null): void {
  launchInitData = raw;
}

const initData = (): string | null => launchInitData;

/**
 * After a 401 (the API client renews one at a time, however many calls are waiting; the server also tolerates
 * two tabs refreshing at once): in the mini-app the launch initData is exchanged again, elsewhere the refresh
 * cookie.
 */
async function renewSession(): Promise<string> {
  const raw = initData();
  const session = raw ? await telegramSignIn(raw) : await refreshTokenCall();
  setSession(session.token, session.user);
  return session.token;
}

/**
 * The session could not be renewed: it ends and the visitor is sent to sign in, unless the app is still checking
 * a stored session at start-up (then the visitor simply browses as a guest).
 */
function endSession(): void {
  // Signed out meanwhile (a call that left before the logout came back refused): nothing more to end.
  if (authStore.token === null) return;
  const startingUp = authStore.status === 'loading';
  clearSession();
  const target = startingUp ? null : loginPathFor(window.location.pathname);
  if (target) sessionNavigation.assign(target);
}

setSessionRenewal({ renew: renewSession, ended: endSession });

/** Another tab signed out or renewed the token: this tab follows (local storage is shared by the tabs). */
export function followOtherTabs(event: Pick<StorageEvent, 'key' | 'newValue'>): void {
  if (event.key !== STORAGE_KEYS.token) return;
  if (event.newValue === null) {
    authStore.token = null;
    authStore.user = null;
    authStore.status = 'anonymous';
  } else if (authStore.status === 'authenticated') {
    authStore.token = event.newValue;
  }
}

if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTabs);

/** A session the shop refuses with 403 is a blocked account: the buyer is told so, in the shop's words. */
function tellWhyRefused(error: unknown): void {
  if (isApiError(error) && error.status === 403) toast(error.message, { type: 'error' });
}

/**
 * At start-up. In the mini-app the launch initData signs the user in with no form. Otherwise a stored token is
 * checked with GET /auth/me (an expired one is renewed with the refresh cookie by the API client); a refused one
 * is dropped, and a blocked buyer is told why rather than finding herself signed out.
 */
export async function restoreSession(): Promise<void> {
  const raw = initData();
  if (raw) {
    authStore.status = 'loading';
    try {
      startSession(await telegramSignIn(raw));
      return;
    } catch (error) {
      console.warn('Telegram sign-in failed', error);
      tellWhyRefused(error);
    }
  }
  const token = readString(STORAGE_KEYS.token);
  if (!token) {
    clearSession();
    return;
  }
  authStore.status = 'loading';
  try {
    const user = await getMe();
    setSession(readString(STORAGE_KEYS.token) ?? token, user);
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      clearSession();
      tellWhyRefused(error);
    } else {
      // The server is unreachable: keep the token for the next visit, browse as a guest meanwhile.
      authStore.user = null;
      authStore.status = 'anonymous';
    }
  }
}

/**
 * Ends the local session, then the server's (the refresh cookie is all the call needs). In that order, because
 * the server ends the access token too: a call made with it after the logout would be refused and look like an
 * expired session.
 */
export async function logout(): Promise<void> {
  clearSession();
  authStore.signedOut = true;
  try {
    await logoutCall();
  } catch (error) {
    console.error('Logout failed', error);
  }
}

export function useAuth() {
  return useSnapshot(authStore);
}

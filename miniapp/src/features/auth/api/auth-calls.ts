/** The auth calls of the spec (section 7): login, registration, current user, refresh, logout, Telegram. */
import type { LoginInput, ProfileFields, RegisterInput } from '@shop/core';
import { client, requestOptions, unwrap } from '../../../shared/api/shop-client';

const auth = client.api.auth;

export const loginUnified = (input: LoginInput) => unwrap(auth['login-unified'].$post({ json: input }));

export const register = (input: RegisterInput) => unwrap(auth.register.$post({ json: input }));

export async function getMe(signal?: AbortSignal) {
  const { user } = await unwrap(auth.me.$get(undefined, requestOptions({ signal })));
  return user;
}

/** Changes the signed-in user's name, email and phone; answers the user after the change. */
export async function updateProfile(input: ProfileFields) {
  const { user } = await unwrap(auth.me.$patch({ json: input }));
  return user;
}

/** Exchanges the httpOnly refresh cookie for a new access token (the cookie rotates). */
export const refreshTokenCall = () => unwrap(auth['refresh-token'].$post());

/** Inside Telegram: the raw initData the mini-app was launched with, verified by the server. */
export const telegramSignIn = (initData: string) => unwrap(auth.telegram.$post({ json: { initData } }));

// A short wait: the user is leaving and should not sit through the default 15 s.
export const logoutCall = () => unwrap(auth.logout.$post(undefined, requestOptions({ timeoutMs: 5000 })));

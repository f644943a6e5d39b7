import type { ApiData, ShopClient } from '@shop/api/client';
import { isStaff as isStaffRole } from '@shop/core/rules';

type Auth = ShopClient['api']['auth'];

/** What a sign-in, a registration, a Telegram sign-in and a refresh answer: the access token and the user. */
export type Session = ApiData<Auth['login-unified']['$post']>;

export type User = ApiData<Auth['me']['$get']>['user'];

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

/** Admins and managers both get the admin link; the server decides what each may do. */
export const isStaff = (user: Pick<User, 'role'> | null | undefined): boolean => isStaffRole(user?.role);

export function firstNameOf(user: User): string | null {
  const first = user.firstName?.trim() || user.name?.trim().split(/\s+/)[0];
  return first || null;
}

export function displayNameOf(user: User): string {
  const full = user.name?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.email || '';
}

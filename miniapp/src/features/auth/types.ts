import { isStaff as isStaffRole, type Role } from '@shop/core';

export type UserRole = Role;

export interface User {
  id: string | number;
  name?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  phone?: string | null;
  username?: string | null;
  role: UserRole;
  /** Whether the account is linked to a Telegram user (signed in from the mini-app at least once). */
  telegramLinked?: boolean;
  telegramUsername?: string | null;
  photoUrl?: string | null;
}

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

export type UserRole = 'user' | 'manager' | 'admin';

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
export const isStaff = (user: Pick<User, 'role'> | null | undefined): boolean =>
  user?.role === 'admin' || user?.role === 'manager';

export function firstNameOf(user: User): string | null {
  const first = user.firstName?.trim() || user.name?.trim().split(/\s+/)[0];
  return first || null;
}

export function displayNameOf(user: User): string {
  const full = user.name?.trim() || [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return full || user.email || '';
}

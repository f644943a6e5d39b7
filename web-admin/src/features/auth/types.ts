export type Role = 'user' | 'manager' | 'admin';

export interface AuthUser {
  id: number | string;
  name: string;
  email: string;
  role: Role;
  firstName?: string;
}

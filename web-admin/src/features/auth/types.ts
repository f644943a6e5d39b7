export type { Role } from '@shop/core';

import type { Role } from '@shop/core';

export interface AuthUser {
  id: number | string;
  name: string;
  email: string;
  role: Role;
  firstName?: string;
}

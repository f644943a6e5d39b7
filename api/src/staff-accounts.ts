import { randomBytes } from 'node:crypto';
import type { Config } from './config';

export interface StaffCredentials {
  admin: { email: string; password: string };
  manager: { email: string; password: string };
  /** True when a password was made up here and must be shown to the operator once. */
  generated: boolean;
}

const generatePassword = () => randomBytes(12).toString('base64url');

/** Staff accounts of a fresh shop: from ADMIN_* / MANAGER_* when set, otherwise generated. */
export function staffCredentials(accounts: Config['accounts']): StaffCredentials {
  const adminPassword = accounts.admin.password ?? generatePassword();
  const managerPassword = accounts.manager.password ?? generatePassword();
  return {
    admin: { email: (accounts.admin.email ?? 'admin@shop.local').toLowerCase(), password: adminPassword },
    manager: {
      email: (accounts.manager.email ?? 'manager@shop.local').toLowerCase(),
      password: managerPassword,
    },
    generated: !accounts.admin.password || !accounts.manager.password,
  };
}

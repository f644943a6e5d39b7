import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startShopServer } from './support/shop-server';

/**
 * Starts the built shop once for the browser tests: a free port, a fresh embedded database in a temporary
 * DATA_DIR (so the demo seed runs), known staff credentials. Tests read the address from SHOP_BASE_URL.
 */
export const staff = {
  admin: { email: 'admin@e2e.test', password: 'admin-e2e-password' },
  manager: { email: 'manager@e2e.test', password: 'manager-e2e-password' },
};

export default async function globalSetup() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const server = await startShopServer({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: staff.admin.email,
    ADMIN_PASSWORD: staff.admin.password,
    MANAGER_EMAIL: staff.manager.email,
    MANAGER_PASSWORD: staff.manager.password,
    LOG_LEVEL: 'warn',
  });
  process.env.SHOP_BASE_URL = server.baseUrl;
  return async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeBotApi } from '@shop/bot/testing';
import { seededDataDir, seedRunDataDir } from './support/seeded-data-dir';
import { startShopServer } from './support/shop-server';

/**
 * Seeds the run's demo shop with known staff credentials (support/seeded-data-dir.ts), then starts the built shop
 * for the browser tests on a copy of it: a free port, a temporary DATA_DIR, and a bot token so that the mini-app
 * sign-in works.
 * The bot talks to a local fake Bot API (Telegram itself is never reached). Tests read the address from
 * SHOP_BASE_URL.
 */
export const staff = {
  admin: { email: 'admin@e2e.test', password: 'admin-e2e-password' },
  manager: { email: 'manager@e2e.test', password: 'manager-e2e-password' },
};

/** The shop's bot token in the e2e run: tests sign mini-app initData with it. */
export const e2eBotToken = '123456789:e2e-test-token-for-initdata-sign';

export default async function globalSetup() {
  const seededDir = mkdtempSync(join(tmpdir(), 'shop-e2e-seeded-'));
  await seedRunDataDir(seededDir, {
    ADMIN_EMAIL: staff.admin.email,
    ADMIN_PASSWORD: staff.admin.password,
    MANAGER_EMAIL: staff.manager.email,
    MANAGER_PASSWORD: staff.manager.password,
  });
  const dataDir = seededDataDir('shop-e2e-');
  const telegram = await startFakeBotApi({ token: e2eBotToken });
  const server = await startShopServer({
    DATA_DIR: dataDir,
    BOT_TOKEN: e2eBotToken,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    LOG_LEVEL: 'warn',
    // Each test is a visitor of its own address (tests/fixtures.ts).
    TRUST_PROXY: 'true',
  });
  process.env.SHOP_BASE_URL = server.baseUrl;
  return async () => {
    await server.stop();
    await telegram.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(seededDir, { recursive: true, force: true });
  };
}

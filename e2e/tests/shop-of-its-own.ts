/**
 * A spec that changes what other specs read from the shared shop (settings, the home page, products' terms) runs
 * on a shop of its own, in one browser project only: started once before its tests on its own copy of the run's
 * seeded demo shop (support/seeded-data-dir.ts), signed in as its admin, and removed after them.
 */
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { staff } from '../global-setup';
import { seededDataDir } from '../support/seeded-data-dir';
import { type ShopServer, startShopServer } from '../support/shop-server';
import { expect, test } from './fixtures';

export interface OwnShop {
  /** The running shop (read it inside tests: it starts in beforeAll). */
  readonly server: ShopServer;
  readonly admin: { email: string; password: string };
  /** Signs the page in at the admin panel and waits for its dashboard. */
  signIn(page: Page): Promise<void>;
}

export function shopOfItsOwn(options: {
  name: string;
  project: 'desktop' | 'mobile';
  /** Why it needs a shop of its own: the skip reason of the other project. */
  reason: string;
  env?: Record<string, string>;
  /** Runs once the shop is up, e.g. a fake Bot API it needs is started before it. */
  before?: () => Promise<Record<string, string>>;
  after?: () => Promise<void>;
}): OwnShop {
  const { admin } = staff;
  let server: ShopServer | undefined;
  let dataDir: string | undefined;

  test.describe.configure({ mode: 'serial' });

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a hook's fixtures from this pattern
  test.beforeAll(async ({}, testInfo) => {
    test.skip(testInfo.project.name !== options.project, options.reason);
    // Opening the copied database takes a while on a busy machine.
    test.setTimeout(120_000);
    dataDir = seededDataDir(`shop-e2e-${options.name}-`);
    const extra = (await options.before?.()) ?? {};
    server = await startShopServer({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
      ...extra,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await options.after?.();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const running = (): ShopServer => {
    if (!server) throw new Error(`the shop of ${options.name} is not running`);
    return server;
  };

  return {
    get server() {
      return running();
    },
    admin,
    async signIn(page) {
      await page.goto(`${running().baseUrl}/admin/login`);
      await page.getByLabel('Email или телефон').fill(admin.email);
      await page.getByLabel('Пароль').fill(admin.password);
      await page.getByRole('button', { name: 'Войти' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Панель', exact: true })).toBeVisible();
    },
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startShopServer } from '../../support/shop-server';

test.describe('starting the shop on the embedded database', () => {
  let dataDir: string;
  test.beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-lifecycle-'));
  });
  test.afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('seeds the demo shop once, and a restart keeps the data without seeding again', async () => {
    // Two starts of the embedded database, the first creating and seeding it: slow on two busy cores.
    test.setTimeout(90_000);
    const first = await startShopServer({ DATA_DIR: dataDir });
    const categories = async (baseUrl: string) =>
      (await (await fetch(`${baseUrl}/api/categories/flat`)).json()).data as { id: number; slug: string }[];
    let before: { id: number; slug: string }[];
    try {
      expect(first.output()).toContain('demo shop seeded');
      expect(first.output()).toMatch(/admin:\s+admin@shop\.local\s+password: \S{12,}/);
      before = await categories(first.baseUrl);
      expect(before.length).toBeGreaterThan(3);
    } finally {
      await first.stop();
    }

    const second = await startShopServer({ DATA_DIR: dataDir });
    try {
      expect(second.output()).not.toContain('demo shop seeded');
      expect(second.output()).not.toContain('password:');
      expect(await categories(second.baseUrl)).toEqual(before);
      const health = await (await fetch(`${second.baseUrl}/api/health`)).json();
      expect(health.data.database).toMatchObject({ kind: 'pglite', migrations: { upToDate: true } });
    } finally {
      await second.stop();
    }
  });

  test('refuses to start with a clear message when the environment is invalid', async () => {
    await expect(
      startShopServer({ DATA_DIR: dataDir, PORT_UNUSED: '', DATABASE_URL: 'mysql://x' }),
    ).rejects.toThrow(/DATABASE_URL/);
  });
});

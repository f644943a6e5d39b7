import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { crc32, deflateSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { type FakeBotApi, startFakeBotApi } from '@shop/bot/testing';
import S3rver from 's3rver';
import {
  guestOrderBody,
  mostStockedVariants,
  type PlacedOrder,
  postGuestOrder,
  readGuestOrder,
  stockOf,
  variantKey,
} from '../../support/guest-orders';
import { createThrowawayDatabase, type ThrowawayDatabase } from '../../support/postgres-database';
import { type ShopServer, startShopServer } from '../../support/shop-server';
import { signedInitData } from '../../support/telegram-init-data';

/**
 * Two built servers (`node api/dist/server.js`) on one Postgres database and one S3 bucket, as behind a load
 * balancer: the database is migrated and seeded once by `npm run migrate`'s script, then both start with
 * MIGRATE_ON_START=false.
 */

const run = promisify(execFile);
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const admin = { email: 'admin@two.local', password: 'admin-two-password' };
const botToken = '555000111:two-instances-bot-token-for-fake';

/** A plain 640×480 PNG, made here so the test needs no image library. */
function plainPng(width = 640, height = 480): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  // Each row: filter byte 0, then one grey level per row.
  const rows = Array.from({ length: height }, (_, y) =>
    Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, 40 + (y % 200))]),
  );
  const pixels = Buffer.concat(rows);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A product as the staff's edit takes it back: what the server keeps by itself (id, stock total, times, the
 * images' order) is refused as an unknown field.
 */
function editableFields(product: Record<string, unknown> & { images: { order?: number }[] }) {
  const {
    id: _id,
    totalStock: _stock,
    createdAt: _created,
    updatedAt: _updated,
    images,
    ...editable
  } = product;
  return { ...editable, images: images.map(({ order: _order, ...image }) => image) };
}

test.describe('two shop instances on one Postgres database and one bucket', () => {
  test.skip(
    !process.env.TEST_DATABASE_URL,
    'needs TEST_DATABASE_URL: two processes share a Postgres server; the embedded PGlite lives inside one process',
  );
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(180_000);

  let database: ThrowawayDatabase;
  let bucket: S3rver;
  let telegram: FakeBotApi;
  let folder: string;
  let a: ShopServer;
  let b: ShopServer;
  let token: string;
  const psql = async (sql: string) =>
    (await run('psql', [database.url, '-v', 'ON_ERROR_STOP=1', '-Atqc', sql])).stdout.trim();

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    folder = mkdtempSync(join(tmpdir(), 'shop-two-instances-'));
    bucket = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: join(folder, 's3'),
      configureBuckets: [{ name: 'shop-uploads', configs: [] }],
    });
    const { port } = await bucket.run();
    database = await createThrowawayDatabase('two');
    telegram = await startFakeBotApi({ token: botToken });
    const env = {
      DATABASE_URL: database.url,
      S3_BUCKET: 'shop-uploads',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      JWT_SECRET: 'two-instances-share-this-secret-0123456789abcdef',
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      MIGRATE_ON_START: 'false',
      TRUST_PROXY: 'true',
      JOBS_POLL_MS: '200',
      // Both run the bot against one fake Bot API: one polls (the lock), both run its timed jobs.
      BOT_TOKEN: botToken,
      TELEGRAM_API_ROOT: telegram.apiRoot,
      LOG_LEVEL: 'warn',
      // A busy two-core test machine queues the race's orders behind one row lock for longer than the default 5 s.
      DB_STATEMENT_TIMEOUT_MS: '30000',
    };
    await run(process.execPath, [join(repoRoot, 'api/dist/migrate.js')], {
      cwd: repoRoot,
      env: { ...process.env, ...env, DATA_DIR: join(folder, 'migrate') },
    });
    [a, b] = await Promise.all([
      startShopServer({ ...env, DATA_DIR: join(folder, 'a') }),
      startShopServer({ ...env, DATA_DIR: join(folder, 'b') }),
    ]);
    const signedIn = await fetch(`${a.baseUrl}/api/auth/login-unified`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: admin.email, password: admin.password }),
    });
    expect(signedIn.status).toBe(200);
    token = (await signedIn.json()).data.token;
  });

  test.afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await bucket?.close();
    await telegram?.close();
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('both are ready, and neither migrated or seeded at start', async () => {
    for (const shop of [a, b]) {
      const ready = await fetch(`${shop.baseUrl}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ success: true, data: { ready: true } });
      expect(shop.output()).not.toContain('demo shop seeded');
    }
  });

  test("a staff price change made on A is on B's catalogue page at once", async () => {
    const page = async () =>
      (await (await fetch(`${b.baseUrl}/api/products?sort=newest&limit=20`)).json()).data.products as {
        id: number;
        price: number;
      }[];
    const [shown] = await page();
    if (!shown) throw new Error('the seeded catalogue is empty');
    const auth = { authorization: `Bearer ${token}` };
    const product = (
      await (await fetch(`${a.baseUrl}/api/admin/products/${shown.id}`, { headers: auth })).json()
    ).data;
    const newPriceKopecks = shown.price * 100 + 12_300;
    const changed = await fetch(`${a.baseUrl}/api/admin/products/${shown.id}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      // Seeded products carry no wholesale minimum, which the edit form's validation wants.
      body: JSON.stringify({
        ...editableFields(product),
        priceKopecks: newPriceKopecks,
        wholesale: { ...product.wholesale, minQuantity: product.wholesale.minQuantity || 5 },
      }),
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const since = Date.now();
    let price = shown.price;
    while (price !== newPriceKopecks / 100 && Date.now() - since < 1_000) {
      price = (await page()).find((item) => item.id === shown.id)?.price ?? price;
    }
    // Under a second: dropped by the change notice, not by the page cache's own 2 s lifetime.
    expect(price).toBe(newPriceKopecks / 100);
  });

  test('200 buyers split across both instances racing for the last 10 units get exactly 10 orders', async () => {
    const [variant] = await mostStockedVariants(a.baseUrl, 1);
    if (!variant) throw new Error('no variant in stock');
    await psql(
      `update product_variants set quantity = 10 where product_id = ${variant.productId} and color_code = '${variant.colorCode}' and size_code = '${variant.sizeCode}'`,
    );
    const line = { ...variant, quantity: 1 };
    // 40 in flight at a time, 20 per instance.
    const statuses: number[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 40 }, async () => {
        while (next < 200) {
          const i = next++;
          const key = randomUUID();
          let response = await postGuestOrder(i % 2 ? b.baseUrl : a.baseUrl, guestOrderBody([line]), key);
          // A database too busy to answer in time wrote nothing and says when to ask again; the buyer's second
          // tap sends the same order under the same key (the checkout keeps it), as this buyer does.
          for (let retry = 0; response.status === 503 && retry < 5; retry++) {
            await new Promise((resolve) =>
              setTimeout(resolve, Number(response.headers.get('retry-after')) * 1000),
            );
            response = await postGuestOrder(i % 2 ? b.baseUrl : a.baseUrl, guestOrderBody([line]), key);
          }
          statuses.push(response.status);
        }
      }),
    );
    expect(statuses).toHaveLength(200);
    expect(statuses.filter((status) => status === 201)).toHaveLength(10);
    expect(
      statuses.filter((status) => status !== 201 && status !== 409),
      [a.output(), b.output()].join('\n').slice(-2_000),
    ).toEqual([]);
    expect((await stockOf(b.baseUrl, [variant])).get(variantKey(variant))).toBe(0);
  });

  test('50 wrong passwords spread across both instances trip the limit at the same count as on one', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) {
      const response = await fetch(`${(i % 2 ? b : a).baseUrl}/api/auth/login-unified`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.50' },
        body: JSON.stringify({ identifier: admin.email, password: `wrong-${i}` }),
      });
      statuses.push(response.status);
    }
    // 10 wrong passwords for one account from one address, then that address is refused for it.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));
  });

  test('a photo uploaded through A is served by B', async () => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(plainPng())], { type: 'image/png' }), 'photo.png');
    const uploaded = await fetch(`${a.baseUrl}/api/uploads/single`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const { url } = (await uploaded.json()).data as { url: string };
    const served = await fetch(`${b.baseUrl}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(100);
  });

  test('a timed job is claimed by one instance only', async () => {
    // Payment holds of orders that are not there: each run finds nothing to cancel and finishes. Both runners poll
    // every 200 ms and each claim counts an attempt, so a job taken twice would show 2.
    await psql(
      "insert into jobs (kind, key, payload) select 'order.payment-hold', 'two-instances-' || n, jsonb_build_object('orderId', gen_random_uuid()) from generate_series(1, 20) n",
    );
    await expect
      .poll(
        async () => psql("select count(*) from jobs where key like 'two-instances-%' and done_at is null"),
        {
          timeout: 10_000,
        },
      )
      .toBe('0');
    const rows = (
      await psql(
        "select attempts || ' ' || coalesce(last_error, '-') from jobs where key like 'two-instances-%'",
      )
    ).split('\n');
    expect(rows).toHaveLength(20);
    for (const row of rows) expect(row).toBe('1 -');
  });

  test('a back-in-stock message is sent once when staff restock through A', async () => {
    const [variant] = await mostStockedVariants(a.baseUrl, 1);
    if (!variant) throw new Error('no variant in stock');
    await psql(
      `update product_variants set quantity = 0 where product_id = ${variant.productId} and color_code = '${variant.colorCode}' and size_code = '${variant.sizeCode}'`,
    );
    const buyerId = 830_000_000 + Math.floor(Math.random() * 1_000_000);
    const signedIn = await fetch(`${b.baseUrl}/api/auth/telegram`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        initData: signedInitData({ id: buyerId, first_name: 'Вера', allows_write_to_pm: true }, botToken),
      }),
    });
    expect(signedIn.status).toBe(200);
    const buyer = { authorization: `Bearer ${(await signedIn.json()).data.token}` };
    const subscribed = await fetch(`${b.baseUrl}/api/products/${variant.productId}/stock-subscriptions`, {
      method: 'POST',
      headers: { ...buyer, 'content-type': 'application/json' },
      body: JSON.stringify({ colorCode: variant.colorCode, sizeCode: variant.sizeCode }),
    });
    expect(subscribed.status, await subscribed.clone().text()).toBe(200);

    const auth = { authorization: `Bearer ${token}` };
    const product = (
      await (await fetch(`${a.baseUrl}/api/admin/products/${variant.productId}`, { headers: auth })).json()
    ).data;
    const restocked = await fetch(`${a.baseUrl}/api/admin/products/${variant.productId}`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        ...editableFields(product),
        wholesale: { ...product.wholesale, minQuantity: product.wholesale.minQuantity || 5 },
        variants: product.variants.map((v: { colorCode: string; sizeCode: string; quantity: number }) =>
          v.colorCode === variant.colorCode && v.sizeCode === variant.sizeCode ? { ...v, quantity: 7 } : v,
        ),
      }),
    });
    expect(restocked.status, await restocked.clone().text()).toBe(200);

    const toBuyer = () =>
      telegram.callsTo('sendMessage').filter((call) => Number(call.payload.chat_id) === buyerId);
    await expect.poll(() => toBuyer().length, { timeout: 10_000 }).toBe(1);
    expect(String(toBuyer()[0]?.payload.text)).toMatch(/^Снова в наличии: /);
    // Both runners keep polling: a second send would come within a few of their 200 ms rounds.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(toBuyer()).toHaveLength(1);
    expect(
      await psql(`select count(*) from stock_subscriptions where product_id = ${variant.productId}`),
    ).toBe('0');
  });

  test('SIGTERM on A during a burst of checkouts loses no answered order, and B keeps serving', async () => {
    const variants = await mostStockedVariants(b.baseUrl, 4);
    await psql(
      `update product_variants set quantity = 1000 where (product_id, color_code, size_code) in (${variants
        .map((v) => `(${v.productId}, '${v.colorCode}', '${v.sizeCode}')`)
        .join(', ')})`,
    );
    const answered: { order: PlacedOrder; by: 'a' | 'b'; afterStop: boolean }[] = [];
    let stopSent = false;
    let aExited = false;
    const aExit = new Promise<number | null>((resolve) => a.process.once('exit', resolve));
    aExit.then(() => {
      aExited = true;
    });
    let sent = 0;
    await Promise.all(
      Array.from({ length: 8 }, async (_, worker) => {
        while (sent < 120) {
          sent++;
          const by = worker % 2 ? 'b' : 'a';
          const variant = variants[sent % variants.length];
          if (!variant) throw new Error('no variant');
          const body = guestOrderBody([{ ...variant, quantity: 1 }]);
          const response = await postGuestOrder((by === 'a' ? a : b).baseUrl, body, randomUUID()).catch(
            () => undefined,
          );
          if (response?.status === 201) {
            answered.push({ order: (await response.json()).data, by, afterStop: aExited });
          }
          if (!stopSent && answered.length >= 20) {
            stopSent = true;
            a.process.kill('SIGTERM');
          }
        }
      }),
    );
    expect(await aExit).toBe(0);
    expect(answered.filter((entry) => entry.by === 'a').length).toBeGreaterThan(0);
    // B still takes orders once A is gone.
    const [still] = variants;
    if (!still) throw new Error('no variant');
    const after = await postGuestOrder(b.baseUrl, guestOrderBody([{ ...still, quantity: 1 }]), randomUUID());
    expect(after.status).toBe(201);
    answered.push({ order: (await after.json()).data, by: 'b', afterStop: true });
    for (const { order } of answered) {
      const read = await readGuestOrder(b.baseUrl, order.id, order.accessToken ?? '');
      expect(read.status, `order ${order.number} answered 201`).toBe(200);
    }
    const ready = await fetch(`${b.baseUrl}/api/health/ready`);
    expect(ready.status).toBe(200);
  });
});

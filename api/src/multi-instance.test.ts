/**
 * Two api instances on one database, in one process: each has its own app, catalogue service and (on Postgres) its
 * own connection pool, as two servers behind a load balancer would. The built servers run as two processes in
 * e2e/tests/server/two-instances.spec.ts.
 */
import { createBot, startBot } from '@shop/bot';
import { startFakeBotApi, textMessageUpdate } from '@shop/bot/testing';
import type { Role } from '@shop/core';
import type { DatabaseHandle, DatabaseKind } from '@shop/db';
import {
  createColor,
  createSharedTestDatabase,
  createSize,
  createTestDatabase,
  sql,
  testDatabaseKinds,
} from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from './lib/advisory-locks';
import { createLogger } from './lib/logger';
import { authRateLimits } from './services/auth/sign-in';
import { type CatalogChangeFeed, catalogChangeFeed } from './services/catalog/catalog-changes';
import { catalogTuning } from './services/catalog/catalog-service';
import { pollOnOneInstance } from './telegram/polling-lock';
import { adminProductBody } from './testing/admin-product-body';
import { bearer, createAccount, fromAddress, postJson, tokenFor } from './testing/auth-fixtures';
import { createTestApp, json, type TestApp } from './testing/test-app';

const quiet = createLogger('error', () => {});

/** Two handles on one database: two pools on Postgres; the one embedded database on PGlite (one process). */
async function twoHandles(kind: DatabaseKind): Promise<[DatabaseHandle, DatabaseHandle]> {
  if (kind === 'pglite') {
    const handle = await createTestDatabase(kind);
    return [handle, handle];
  }
  const [a, b] = await createSharedTestDatabase(2);
  if (!a || !b) throw new Error('two handles expected');
  return [a, b];
}

const waitFor = async (check: () => Promise<boolean>, ms: number) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return check();
};

describe.each(testDatabaseKinds())('two api instances on one %s database', (kind) => {
  let handles: [DatabaseHandle, DatabaseHandle];
  let feeds: CatalogChangeFeed[];
  let a: TestApp;
  let b: TestApp;
  const pageCacheMs = catalogTuning.pageCacheMs;

  beforeAll(async () => {
    // Long enough that only a drop, never the lifetime, can refresh a cached page during the test.
    catalogTuning.pageCacheMs = 60_000;
    handles = await twoHandles(kind);
    feeds = await Promise.all(handles.map((handle) => catalogChangeFeed(handle, quiet)));
    a = await createTestApp(kind, { database: handles[0], deps: { catalogChanges: feeds[0] } });
    b = await createTestApp(kind, { database: handles[1], deps: { catalogChanges: feeds[1] } });
    await createColor(handles[0].db, { code: 'RED' });
    await createSize(handles[0].db, { code: 'S' });
  });
  afterAll(async () => {
    catalogTuning.pageCacheMs = pageCacheMs;
    await Promise.all(feeds.map((feed) => feed.close()));
    await a.close();
    await b.close();
    await handles[0].close();
  });

  it('counts wrong passwords on both instances together: refused at the same count as on one', async () => {
    const account = await createAccount(a);
    const address = fromAddress('192.0.2.200');
    const { limit } = authRateLimits.loginFailuresPerAccountAndAddress;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const instance = i % 2 === 0 ? a : b;
      const body = { identifier: account.email, password: 'wrong-password' };
      statuses.push((await postJson(instance, '/api/auth/login-unified', body, {}, address)).status);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    const refused = await postJson(
      b,
      '/api/auth/login-unified',
      { identifier: account.email, password: account.password },
      {},
      address,
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(800);
    expect((await json(refused)).error.message).toBe('Слишком много попыток входа. Попробуйте через 15 мин.');
    expect(statuses.at(-1)).toBe(429);
  });

  it('counts registrations per address on both instances together', async () => {
    const address = fromAddress('192.0.2.201');
    const { limit } = authRateLimits.registerPerAddress;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i++) {
      const body = { name: 'Анна', email: `anna-${kind}-${i}@test.local`, password: 'password-123' };
      statuses.push((await postJson(i % 2 ? b : a, '/api/auth/register', body, {}, address)).status);
    }
    expect(statuses.slice(0, limit).every((status) => status === 201 || status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it("shows a staff price change made on one instance on the other's cached list page at once", async () => {
    const token = await tokenFor(a, 'admin' as Role);
    const category = (
      await json(
        await a.app.request('/api/categories', {
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: JSON.stringify({
            slug: `dva-${kind}`,
            name: { ru: 'Два сервера' },
            parentId: null,
            productType: 'clothing',
            image: null,
            isActive: true,
            isVisible: true,
            isFeatured: false,
            showOnHomepage: false,
            homepageOrder: 0,
          }),
        }),
      )
    ).data;
    const product = adminProductBody({
      name: { ru: 'Платье для двух серверов' },
      description: { ru: 'Лёгкое' },
      categoryId: category.id,
      baseSku: `TWO-${kind}`,
      priceKopecks: 459_000,
      variants: [{ colorCode: 'RED', sizeCode: 'S', sku: `TWO-${kind}-RED-S`, quantity: 3 }],
    });
    const send = (method: string, path: string, body: unknown) =>
      a.app.request(path, {
        method,
        headers: { ...bearer(token), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const created = await send('POST', '/api/admin/products', product);
    expect(created.status).toBe(200);
    const { id } = (await json(created)).data;
    const priceOnB = async () =>
      (await json(await b.app.request(`/api/products?category=${category.slug}`))).data.products[0]?.price;

    expect(await priceOnB()).toBe(4590);
    expect(
      (await send('PUT', `/api/admin/products/${id}`, { ...product, priceKopecks: 399_000 })).status,
    ).toBe(200);
    // The notice travels through the database; well under the page's 60 s lifetime set above.
    expect(await waitFor(async () => (await priceOnB()) === 3990, 1_000)).toBe(true);
  });

  it('polls for Telegram updates on one instance only, and the other takes over when it stops', async () => {
    const starts: string[] = [];
    const fakeBot = (name: string) => () => {
      starts.push(name);
      return { started: Promise.resolve(true), ended: new Promise<never>(() => {}), stop: async () => {} };
    };
    const first = pollOnOneInstance(handles[0], fakeBot('a'), { log: quiet, retryMs: 50 });
    await first.started;
    const second = pollOnOneInstance(handles[1], fakeBot('b'), { log: quiet, retryMs: 50 });
    if (kind === 'pglite') {
      // One process owns the embedded database: there is no second instance to keep out.
      await second.started;
      expect(starts).toEqual(['a', 'b']);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(starts).toEqual(['a']);
      await first.stop();
      expect(await waitFor(async () => starts.length === 2, 2_000)).toBe(true);
      expect(starts).toEqual(['a', 'b']);
    }
    await first.stop();
    await second.stop();
  });

  // Postgres only: the embedded PGlite lives in one process, with no connection to break and no other instance.
  it.runIf(kind === 'postgres')(
    'stops polling when the connection holding the lock breaks, and the other instance takes over',
    async () => {
      const events: string[] = [];
      let running = 0;
      let overlap = false;
      const fakeBot = (name: string) => () => {
        events.push(`${name} starts`);
        running += 1;
        if (running > 1) overlap = true;
        return {
          started: Promise.resolve(true),
          ended: new Promise<never>(() => {}),
          stop: async () => {
            events.push(`${name} stops`);
            running -= 1;
          },
        };
      };
      const first = pollOnOneInstance(handles[0], fakeBot('a'), { log: quiet, retryMs: 400 });
      await first.started;
      const second = pollOnOneInstance(handles[1], fakeBot('b'), { log: quiet, retryMs: 400 });
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(events).toEqual(['a starts']);

      // The database ends A's session, as a restart or a failover would.
      await handles[1].db.execute(sql`
        select pg_terminate_backend(pid) from pg_locks
        where locktype = 'advisory' and objid = ${ADVISORY_LOCKS.botPolling} and granted`);
      expect(await waitFor(async () => events.includes('b starts'), 5_000)).toBe(true);
      expect(events.slice(0, 3)).toEqual(['a starts', 'a stops', 'b starts']);
      expect(overlap).toBe(false);
      await first.stop();
      await second.stop();
    },
  );

  it('lets the polling lock go on a 409 from Telegram, and polling resumes later without a restart', async () => {
    const token = '123456:multi-instance-conflict';
    const telegram = await startFakeBotApi({ token });
    const bot = createBot({
      token,
      webAppUrl: 'https://shop.example',
      apiRoot: telegram.apiRoot,
      logger: quiet,
    });
    const poller = pollOnOneInstance(
      handles[0],
      () => startBot(bot, { webAppUrl: 'https://shop.example', logger: quiet }, { stopTimeoutMs: 300 }),
      { log: quiet, retryMs: 100 },
    );
    const repliedTo = (chatId: number) =>
      telegram.callsTo('sendMessage').some((call) => call.payload.chat_id === chatId);
    try {
      expect(await poller.started).toBe(true);
      await telegram.waitForCall('getUpdates');
      telegram.on('getUpdates', () => ({
        ok: false,
        error_code: 409,
        description:
          'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
      }));
      // The poll in hand answers with this update; the next one is refused.
      telegram.pushUpdate(textMessageUpdate('/help', { id: 9001 }));
      await expect.poll(() => repliedTo(9001), { timeout: 2_000 }).toBe(true);
      if (kind === 'postgres') {
        // The other instance can take the lock now.
        const takeOver = async () => {
          const other = await handles[1].tryLock(ADVISORY_LOCKS.botPolling);
          await other?.release();
          return other !== undefined;
        };
        expect(await waitFor(takeOver, 2_000)).toBe(true);
      }
      // The other poller is gone: Telegram answers this instance again, with no restart.
      telegram.reset();
      telegram.pushUpdate(textMessageUpdate('/help', { id: 9002 }));
      await expect.poll(() => repliedTo(9002), { timeout: 5_000 }).toBe(true);
    } finally {
      await poller.stop();
      await telegram.close();
    }
  });

  // Postgres only: the embedded database's lock is held for the process's life, so no check ever finds it gone.
  it.runIf(kind === 'postgres')(
    'a check of the lock still on its way when a 409 lets the lock go ends quietly',
    async () => {
      let openGate = () => {};
      const gate = new Promise<void>((resolve) => {
        openGate = resolve;
      });
      let checks = 0;
      // The lock's checks wait at the gate, as a slow database connection's would.
      const slowChecks: Pick<DatabaseHandle, 'tryLock'> = {
        tryLock: async (key) => {
          const lock = await handles[0].tryLock(key);
          return (
            lock && {
              release: () => lock.release(),
              isHeld: async () => {
                checks += 1;
                await gate;
                return lock.isHeld();
              },
            }
          );
        },
      };
      let conflict = () => {};
      const ended = new Promise<'conflict'>((resolve) => {
        conflict = () => resolve('conflict');
      });
      const unhandled: unknown[] = [];
      const onUnhandled = (reason: unknown) => unhandled.push(reason);
      process.on('unhandledRejection', onUnhandled);
      const poller = pollOnOneInstance(
        slowChecks,
        () => ({ started: Promise.resolve(true), ended, stop: async () => {} }),
        { log: quiet, retryMs: 100 },
      );
      try {
        expect(await poller.started).toBe(true);
        expect(await waitFor(async () => checks > 0, 2_000)).toBe(true);
        // Telegram answers 409 while a check is on its way: the lock is let go under it.
        conflict();
        await new Promise((resolve) => setTimeout(resolve, 50));
        openGate();
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(unhandled).toEqual([]);
      } finally {
        process.off('unhandledRejection', onUnhandled);
        await poller.stop();
      }
    },
  );

  it('answers /api/health/ready with 200, and 503 with a JSON body once the instance is stopping', async () => {
    const ready = await a.app.request('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await json(ready)).toEqual({ success: true, data: { ready: true } });
    let accepting = true;
    const stopping = await createTestApp(kind, {
      database: handles[1],
      deps: { isAcceptingWork: () => accepting },
    });
    expect((await stopping.app.request('/api/health/ready')).status).toBe(200);
    accepting = false;
    const refused = await stopping.app.request('/api/health/ready');
    expect(refused.status).toBe(503);
    expect(await json(refused)).toEqual({
      success: false,
      error: { code: 'SERVICE_UNAVAILABLE', message: 'Сервер останавливается' },
    });
    // The liveness answer stays as it was.
    const health = await json(await stopping.app.request('/api/health'));
    expect(health.data.status).toBe('ok');
    await stopping.close();
  });
});

/**
 * A database outage: with the Postgres server stopped (connections refused) or frozen (SIGSTOP: connections open,
 * nothing answers), the catalogue, an order and /auth/me answer 503 with Retry-After and the Russian busy
 * message within 2 s, and answer again by themselves once the server is back. Runs on a Postgres cluster of its
 * own (api/src/testing/postgres-cluster.ts), never the shared one.
 */
import { migrateDatabase, openDatabase, schema } from '@shop/db';
import { createProduct, sql } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createAccount, login } from './testing/auth-fixtures';
import {
  type PostgresCluster,
  postgresClusterMissing,
  startPostgresCluster,
} from './testing/postgres-cluster';
import { createTestApp, json, type TestApp } from './testing/test-app';

const missing = postgresClusterMissing();
/** A stopped server refuses connections: the work rolled back, and the answer says nothing was saved. */
const BUSY_MESSAGE = 'Магазин сейчас перегружен, ничего не сохранено. Повторите через пару секунд';
/**
 * A frozen server may still commit what it was sent once it thaws: that answer promises nothing either way (a
 * request that could not even connect to it gets the busy answer: nothing was sent).
 */
const SILENT_MESSAGE = 'Магазин сейчас перегружен и не дождался ответа. Повторите через пару секунд';

// Skipped only where no Postgres server binaries are installed to start a cluster of the test's own.
describe.skipIf(missing)(
  `the api through a database outage, on a postgres of its own${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    let cluster: PostgresCluster;
    let t: TestApp;
    let token: string;
    let productId: number;
    const slowest = { stopped: 0, frozen: 0 };
    let ordersAnswered201 = 0;

    beforeAll(async () => {
      cluster = await startPostgresCluster();
      const database = await openDatabase({ url: cluster.url, dataDir: 'memory://', maxConnections: 4 });
      await migrateDatabase(database);
      // The catalogue cache would answer from memory: every list reads the database here.
      t = await createTestApp('postgres', { database, config: { catalogCache: false } });
      await database.db
        .insert(schema.shippingMethods)
        .values({ id: 'courier', name: 'Курьер', priceKopecks: 30_000, estimatedDays: '1-2 дня' });
      productId = (
        await createProduct(database.db, { variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 100 }] })
      ).id;
      const account = await createAccount(t);
      token = (await login(t, account.email, account.password)).token;
    }, 60_000);
    afterAll(async () => {
      cluster?.thaw();
      await t?.deps.database.close();
      await t?.close();
      cluster?.destroy();
      console.info(
        `database outage: slowest answer ${slowest.stopped} ms with Postgres stopped, ${slowest.frozen} ms frozen`,
      );
    });

    const calls = {
      catalogue: () => t.app.request('/api/products?limit=4'),
      order: () =>
        t.app.request('/api/orders', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
          body: JSON.stringify({
            contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67' },
            address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
            shippingMethodId: 'courier',
            paymentMethod: 'cash',
            lines: [{ productId, colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
          }),
        }),
      me: () => t.app.request('/api/auth/me', { headers: bearer(token) }),
    };

    /** Each call at once, timed; all must be the busy answer within 2 s. */
    async function expectBusy(outage: keyof typeof slowest) {
      const answers = await Promise.all(
        Object.entries(calls).map(async ([name, call]) => {
          const started = performance.now();
          const response = await call();
          const ms = Math.round(performance.now() - started);
          return { name, response, ms, body: await json(response) };
        }),
      );
      for (const { name, response, ms, body } of answers) {
        slowest[outage] = Math.max(slowest[outage], ms);
        expect({ name, status: response.status }).toEqual({ name, status: 503 });
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
        expect(outage === 'stopped' ? [BUSY_MESSAGE] : [BUSY_MESSAGE, SILENT_MESSAGE]).toContain(
          body.error.message,
        );
        expect(ms, name).toBeLessThan(2000);
      }
    }

    /** Every call answers normally again, without a restart, within a few seconds of the server's return. */
    async function expectServing() {
      const deadline = Date.now() + 15_000;
      for (const [name, call] of Object.entries(calls)) {
        let status = 0;
        while (Date.now() < deadline) {
          status = (await call()).status;
          if (name === 'order' && status === 201) ordersAnswered201++;
          if (status < 500) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        expect({ name, status }).toEqual({ name, status: name === 'order' ? 201 : 200 });
      }
    }

    it('answers before an outage', async () => {
      await expectServing();
    });

    it('answers 503 with Retry-After within 2 s while Postgres is stopped, and serves again once it is back', async () => {
      cluster.stop();
      try {
        await expectBusy('stopped');
        // Asked again while still down: the pool has met the refusal already and must not hang now either.
        await expectBusy('stopped');
      } finally {
        cluster.start();
      }
      await expectServing();
    }, 60_000);

    it('answers 503 with Retry-After within 2 s while Postgres is frozen, and serves again once it thaws', async () => {
      cluster.freeze();
      try {
        await expectBusy('frozen');
        await expectBusy('frozen');
      } finally {
        cluster.thaw();
      }
      await expectServing();
      // The orders answered 503 while frozen were never saved, not even once the server thawed and went on with
      // what it had been sent (their statements outlived the time limit, so it cancelled them).
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const [saved] = (await t.deps.database.db.execute(
        sql`select count(*)::int as n from orders`,
      )) as unknown as [{ n: number }];
      expect(saved.n).toBe(ordersAnswered201);
    }, 60_000);
  },
);

/**
 * A sale-day queue on one variant: an order that waits for the stock row longer than the statement time limit
 * is answered 503 with Retry-After and a Russian message, not 500, and nothing of it is saved; sent again with
 * the same Idempotency-Key once the queue has moved, it is placed once. Postgres only: PGlite runs one statement
 * at a time, so no order ever waits for another's lock there.
 */
import { randomUUID } from 'node:crypto';
import { schema } from '@shop/db';
import { createProduct, createTestDatabase, sql } from '@shop/db/testing';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../testing/test-app';

const serverUrl = process.env.TEST_DATABASE_URL;

// Postgres only (TEST_DATABASE_URL, always set in CI): it holds row locks from a second connection, which the
// embedded PGlite, one connection in one process, cannot have.
describe.runIf(serverUrl)('orders while the database is busy, on postgres', () => {
  let t: TestApp;
  let other: postgres.Sql;

  beforeAll(async () => {
    const database = await createTestDatabase('postgres', { statementTimeoutMs: 400 });
    t = await createTestApp('postgres', { database });
    await t.deps.database.db
      .insert(schema.shippingMethods)
      .values({ id: 'courier', name: 'Курьер', priceKopecks: 30_000, estimatedDays: '1-2 дня' });
    const [{ name }] = (await t.deps.database.db.execute(
      sql`select current_database() as name`,
    )) as unknown as [{ name: string }];
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${name}`;
    other = postgres(url.toString(), { max: 2, onnotice: () => {} });
  });
  afterAll(async () => {
    await other.end();
    await t.close();
    await t.deps.database.close();
  });

  const orderOf = (productId: number, key: string) =>
    t.app.request('/api/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({
        contact: { name: 'Анна Смирнова', phone: '8 (900) 123-45-67' },
        address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
        shippingMethodId: 'courier',
        paymentMethod: 'cash',
        lines: [{ productId, colorCode: 'BLK', sizeCode: 'M', quantity: 1 }],
      }),
    });

  it('answers 503 with Retry-After while the stock row stays locked, then places the same order once', async () => {
    const product = await createProduct(t.deps.database.db, {
      variants: [{ colorCode: 'BLK', sizeCode: 'M', quantity: 5 }],
    });
    const key = randomUUID();
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked = () => {};
    const holding = new Promise<void>((resolve) => {
      locked = resolve;
    });
    // Another checkout holds the variant's row for longer than the statement time limit.
    const holder = other.begin(async (tx) => {
      await tx`select id from product_variants where product_id = ${product.id} for update`;
      locked();
      await released;
    });
    await holding;

    const refused = await orderOf(product.id, key);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('2');
    expect((await json(refused)).error).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'Магазин сейчас перегружен, ничего не сохранено. Повторите через пару секунд',
    });
    const saved = await other`select count(*)::int as n from orders where idempotency_key = ${key}`;
    expect(saved[0]?.n).toBe(0);

    release();
    await holder;
    const placed = await orderOf(product.id, key);
    expect(placed.status).toBe(201);
    const again = await orderOf(product.id, key);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const rows = await other`select quantity from product_variants where product_id = ${product.id}`;
    expect(rows[0]?.quantity).toBe(4);
  });
});

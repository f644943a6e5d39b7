import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  type GuestLine,
  guestOrderBody,
  mostStockedVariants,
  type PlacedOrder,
  postGuestOrder,
  readGuestOrder,
  type StockedVariant,
  stockOf,
  variantKey,
} from '../../support/guest-orders';
import { createThrowawayDatabase, postgresUnavailable } from '../../support/postgres-database';
import { seededDataDir } from '../../support/seeded-data-dir';
import { type ShopServer, startShopServer } from '../../support/shop-server';

/**
 * Guest checkouts under a crash: a burst of orders, the server killed with SIGKILL while orders are in flight, a
 * restart on the same data. Every order answered 201 must be there whole, and the stock must equal what was there
 * minus what the orders that exist hold.
 */

const IN_FLIGHT = 12;
/** The server is killed once this many orders have been answered 201, with the others still in flight. */
const KILL_AFTER = 16;
const MAX_ATTEMPTS = 400;

interface Attempt {
  key: string;
  body: string;
  lines: GuestLine[];
  status?: number;
  /** The message of a refusal (a 503 says whether the work rolled back or was only not waited for). */
  message?: string;
  order?: PlacedOrder;
  /** Set when the connection broke before an answer came: the order may or may not exist. */
  cutOff?: string;
}

function randomLines(variants: StockedVariant[]): GuestLine[] {
  const shuffled = [...variants].sort(() => Math.random() - 0.5);
  return shuffled.slice(0, 1 + Math.floor(Math.random() * 2)).map(({ productId, colorCode, sizeCode }) => ({
    productId,
    colorCode,
    sizeCode,
    quantity: 1,
  }));
}

/**
 * Keeps IN_FLIGHT guest checkouts going until KILL_AFTER succeed, then kills the server with SIGKILL a few
 * milliseconds later. The kill waits for the next checkouts to be sent: the server may have answered every one in
 * flight at once (its answers read in one go), and a kill at the KILL_AFTER-th answer then cut off none.
 */
async function burstUntilKilled(shop: ShopServer, variants: StockedVariant[]): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  let placed = 0;
  const exited = new Promise((resolve) => shop.process.once('exit', resolve));
  let killing = false;
  const kill = () => {
    if (killing) return;
    killing = true;
    setTimeout(() => {
      if (shop.process.exitCode === null && !shop.process.killed) shop.process.kill('SIGKILL');
    }, 3);
  };
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (!shop.process.killed && attempts.length < MAX_ATTEMPTS) {
        const lines = randomLines(variants);
        const attempt: Attempt = { key: randomUUID(), body: guestOrderBody(lines), lines };
        attempts.push(attempt);
        try {
          const response = await postGuestOrder(shop.baseUrl, attempt.body, attempt.key);
          const json = (await response.json()) as { data: PlacedOrder; error?: { message: string } };
          attempt.status = response.status;
          attempt.message = json.error?.message;
          if (response.status === 201) {
            attempt.order = json.data;
            if (++placed >= KILL_AFTER) kill();
          }
        } catch (error) {
          attempt.cutOff = String((error as Error).cause ?? error);
        }
      }
    }),
  );
  await exited;
  return attempts;
}

/** The order's lines add up: each line is price x quantity, and the goods plus shipping make the total. */
function expectWhole(order: PlacedOrder, lines: GuestLine[]) {
  expect(
    order.items.map(({ productId, colorCode, sizeCode, quantity }) => ({
      productId,
      colorCode,
      sizeCode,
      quantity,
    })),
  ).toEqual(expect.arrayContaining(lines));
  expect(order.items).toHaveLength(lines.length);
  for (const item of order.items) expect(item.lineTotalKopecks).toBe(item.unitPriceKopecks * item.quantity);
  const goods = order.items.reduce((sum, item) => sum + item.lineTotalKopecks, 0);
  expect(order.totals.subtotalKopecks).toBe(goods);
  expect(order.totals.discountKopecks).toBe(0);
  expect(order.totals.paymentFeeKopecks).toBe(0);
  expect(order.totals.shippingKopecks).toBe(order.shipping.feeKopecks);
  expect(order.totals.totalKopecks).toBe(goods + order.totals.shippingKopecks);
}

async function crashDuringCheckout(env: Record<string, string>) {
  const first = await startShopServer({ ...env, LOG_LEVEL: 'warn' });
  let attempts: Attempt[];
  let variants: StockedVariant[];
  let before: Map<string, number>;
  try {
    variants = await mostStockedVariants(first.baseUrl, 4);
    expect(variants.length).toBe(4);
    before = await stockOf(first.baseUrl, variants);
    attempts = await burstUntilKilled(first, variants);
  } finally {
    if (first.process.exitCode === null && first.process.signalCode === null) first.process.kill('SIGKILL');
  }
  expect(first.process.signalCode).toBe('SIGKILL');
  const answered = attempts.filter((attempt) => attempt.order);
  const unanswered = attempts.filter((attempt) => attempt.status === undefined);
  expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
  // The kill came in the middle of the burst: some checkouts never got their answer.
  expect(unanswered.length).toBeGreaterThan(0);
  // Refused before the crash: for stock (409), or, on a machine this busy, 503: the database was too busy (nothing
  // committed) or did not answer in time (the work may have committed after the answer); checked below by sending
  // it again.
  const busy = attempts.filter((attempt) => attempt.status === 503);
  for (const attempt of attempts.filter(
    (a) => a.status !== undefined && a.status !== 201 && a.status !== 503,
  )) {
    expect(attempt.status, `an order refused before the crash: ${attempt.status}`).toBe(409);
  }

  const second = await startShopServer({ ...env, LOG_LEVEL: 'warn' });
  try {
    const existing = new Map<string, { order: PlacedOrder; lines: GuestLine[] }>();
    for (const attempt of answered) {
      const { id, accessToken } = attempt.order!;
      const response = await readGuestOrder(second.baseUrl, id, accessToken!);
      expect(response.status, `order ${attempt.order!.number} answered 201 before the crash`).toBe(200);
      const order = ((await response.json()) as { data: PlacedOrder }).data;
      expectWhole(order, attempt.lines);
      expect(order.totals).toEqual(attempt.order!.totals);
      existing.set(order.id, { order, lines: attempt.lines });

      // The key still names the order after the restart.
      const replay = await postGuestOrder(second.baseUrl, attempt.body, attempt.key);
      expect(replay.status).toBe(201);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(((await replay.json()) as { data: PlacedOrder }).data.id).toBe(id);
    }

    // A checkout cut off by the crash either committed whole (its key now answers that order) or left nothing
    // (the key places it now, or 409 once the stock is gone).
    let committedUnanswered = 0;
    for (const attempt of unanswered) {
      const replay = await postGuestOrder(second.baseUrl, attempt.body, attempt.key);
      if (replay.status === 409) continue;
      expect(replay.status).toBe(201);
      if (replay.headers.get('idempotent-replayed') === 'true') committedUnanswered++;
      const order = ((await replay.json()) as { data: PlacedOrder }).data;
      const read = await readGuestOrder(second.baseUrl, order.id, order.accessToken!);
      expect(read.status).toBe(200);
      const stored = ((await read.json()) as { data: PlacedOrder }).data;
      expectWhole(stored, attempt.lines);
      existing.set(stored.id, { order: stored, lines: attempt.lines });
    }

    // A checkout answered «ничего не сохранено» wrote nothing: its key is new to the shop. One the shop did not
    // wait for may have committed since: sent again, its key answers that order, placed once.
    let committedAfter503 = 0;
    for (const attempt of busy) {
      const replay = await postGuestOrder(second.baseUrl, attempt.body, attempt.key);
      if (replay.status === 409) continue;
      expect(replay.status).toBe(201);
      const replayed = replay.headers.get('idempotent-replayed') === 'true';
      if (attempt.message?.includes('ничего не сохранено')) expect(replayed, attempt.message).toBe(false);
      if (replayed) committedAfter503++;
      const order = ((await replay.json()) as { data: PlacedOrder }).data;
      expectWhole(order, attempt.lines);
      existing.set(order.id, { order, lines: attempt.lines });
    }

    const numbers = [...existing.values()].map(({ order }) => order.number);
    expect(new Set(numbers).size).toBe(numbers.length);

    const held = new Map<string, number>();
    for (const { order } of existing.values()) {
      for (const item of order.items)
        held.set(variantKey(item), (held.get(variantKey(item)) ?? 0) + item.quantity);
    }
    const after = await stockOf(second.baseUrl, variants);
    for (const variant of variants) {
      const key = variantKey(variant);
      expect(after.get(key), `stock of ${key}`).toBe(before.get(key)! - (held.get(key) ?? 0));
    }
    test.info().annotations.push({
      type: 'crash',
      description:
        `${attempts.length} checkouts, ${answered.length} answered 201 before SIGKILL, ${unanswered.length} cut ` +
        `off (${committedUnanswered} of them had committed), ${busy.length} answered 503 (${committedAfter503} of them had committed), ${existing.size} orders checked`,
    });
  } finally {
    await second.stop();
  }
}

test.describe('checkout when the server is killed mid-burst', () => {
  // Two starts of the shop, the first on a fresh database that is seeded: slow on a busy machine.
  test.describe.configure({ timeout: 120_000 });

  test('on the embedded database (DATA_DIR)', async () => {
    const dataDir = seededDataDir('shop-order-crash-');
    try {
      await crashDuringCheckout({ DATA_DIR: dataDir });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  test('on Postgres (DATABASE_URL)', async () => {
    const unavailable = await postgresUnavailable();
    // Runs wherever a Postgres server answers (CI always has one); skipped only when none does, saying why.
    test.skip(unavailable !== undefined, unavailable);
    const database = await createThrowawayDatabase('crash');
    try {
      await crashDuringCheckout({ DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  });
});

/**
 * The order benchmarks' catalogue (products 1..n, 12 variants each, stock a run cannot exhaust) and buyers placing
 * guest orders of 1-3 random lines against it; used by `orders` and `two-instances`.
 */
import { telegramOutbox } from '../src/telegram/outbox';
import { httpClient, ownCpu } from './load';

export const products = Number(process.env.BENCH_PRODUCTS ?? 10_000);

/**
 * The shop's outbox in the benchmarks: with a staff chat, as a running shop has one, so each order writes its staff
 * post (no sender runs: the posts wait in the outbox); BENCH_STAFF_CHAT=off for a shop without one.
 */
export const benchStaffChat = process.env.BENCH_STAFF_CHAT !== 'off';
export const benchOutbox = () =>
  benchStaffChat
    ? telegramOutbox({ staffChatId: '-1001234567890', webAppUrl: 'https://shop.example' })
    : undefined;
const sizes = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const colors = ['BLK', 'WHT'];

const sizeList = sizes.map((size) => `'${size}'`).join(',');

/** Products 1..n with 12 variants each (2 colors x 6 sizes) and stock that a run cannot exhaust. */
const catalogueStatements = [
  `insert into colors (code, name, hex) values
    ('BLK', '{"ru":"Чёрный"}', '#000000'), ('WHT', '{"ru":"Белый"}', '#FFFFFF')`,
  `insert into sizes (code, name, product_type, sort_order)
    select code, jsonb_build_object('ru', code), 'clothing', ord
    from unnest(array[${sizeList}]::text[]) with ordinality as s(code, ord)`,
  `insert into categories (slug, name, level, path, product_type)
    values ('bench', '{"ru":"Платья"}', 0, '/1/', 'clothing')`,
  `insert into products (category_id, base_sku, name, price_kopecks, retail, wholesale)
    select (select id from categories where slug = 'bench'), 'BENCH-' || i,
      jsonb_build_object('ru', 'Платье ' || i), (80 + i % 170) * 10000,
      '{"enabled":true,"allowPurchase":true,"hidePrice":false,"showWholesalePrice":false}',
      '{"available":false,"enabled":false,"minQuantity":5}'
    from generate_series(1, ${products}) as i`,
  `insert into product_variants (product_id, color_code, size_code, quantity, sku)
    select p.id, c, s, 1000000, p.base_sku || '-' || c || '-' || s
    from products p, unnest(array['BLK','WHT']) c, unnest(array[${sizeList}]) s`,
  `insert into product_images (product_id, url, is_primary, type, sort_order)
    select id, '/uploads/bench/' || id || '.webp', true, 'main', 0 from products`,
  `insert into shipping_methods (id, name, price_kopecks, estimated_days, is_default)
    values ('courier', 'Курьер', 30000, '1-2 дня', true)`,
  'analyze',
];

export async function loadCatalogue(run: (statement: string) => Promise<unknown>): Promise<void> {
  for (const statement of catalogueStatements) await run(statement);
}

const randomInt = (max: number) => Math.floor(Math.random() * max);

/**
 * A guest cash order of 1-3 random lines of the bench catalogue, or of exactly `lineCount` lines (of as many
 * products in a row from a random one, so no two lines share a variant).
 */
export function orderBody(lineCount?: number): string {
  const first = randomInt(products);
  const lines = Array.from({ length: lineCount ?? 1 + randomInt(3) }, (_, index) => ({
    productId: lineCount === undefined ? 1 + randomInt(products) : 1 + ((first + index) % products),
    colorCode: colors[randomInt(colors.length)],
    sizeCode: sizes[randomInt(sizes.length)],
    quantity: 1 + randomInt(2),
  }));
  return JSON.stringify({
    contact: { name: 'Анна Смирнова', phone: '+7 900 123-45-67' },
    address: { region: 'moscow', city: 'Москва', street: 'ул. Покровка', house: '17' },
    shippingMethodId: 'courier',
    paymentMethod: 'cash',
    lines,
  });
}

export type Send = (body: string, key: string) => Promise<number>;

/**
 * Sends each order to the next of these servers in turn (one server: always that one), asking for a compressed
 * answer as a browser does; answers the status.
 */
export function sendOrdersTo(origins: readonly string[]): Send & { close(): void } {
  const clients = origins.map(httpClient);
  let next = 0;
  const send = async (body: string, key: string) => {
    const client = clients[next++ % clients.length];
    if (!client) throw new Error('no server to send orders to');
    const headers = {
      'content-type': 'application/json',
      'idempotency-key': key,
      'accept-encoding': 'gzip, deflate, br',
    };
    return (await client.send('POST', '/api/orders', headers, body)).status;
  };
  const close = () => {
    for (const client of clients) client.close();
  };
  return Object.assign(send, { close });
}

/**
 * Starts counting the CPU milliseconds whatever serves the orders spends; the span it answers ends the count, in all
 * and (where it can tell; NaN where not) in Node alone.
 */
export type CpuMeter = () => Promise<CpuSpan>;
type CpuSpan = () => Promise<{ all: number; node: number }>;

/**
 * `buyers` placing orders for `seconds`, back to back or pausing about `thinkMs` (0.5-1.5 x, the first pause
 * staggering the start) between orders: each latency, the orders placed per second, and the CPU time per order of
 * the server (and its Postgres backends), which depends far less on the neighbours than latency. Orders have 1-3
 * lines, or exactly `lineCount`.
 */
export async function placeOrders(
  label: string,
  send: Send,
  buyers: number,
  runSeconds: number,
  cpu: CpuMeter,
  thinkMs = 0,
  lineCount?: number,
): Promise<number> {
  const pause = () => new Promise((resolve) => setTimeout(resolve, thinkMs * (0.5 + Math.random())));
  const latencies: number[] = [];
  const cpuSpan = await cpu();
  const loadGenerator = ownCpu();
  let failed = 0;
  const until = performance.now() + runSeconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: buyers }, async () => {
      if (thinkMs > 0) await pause();
      while (performance.now() < until) {
        const begun = performance.now();
        const status = await send(orderBody(lineCount), crypto.randomUUID());
        latencies.push(performance.now() - begun);
        if (status !== 201) failed++;
        if (thinkMs > 0) await pause();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const used = await cpuSpan();
  const generatorMs = loadGenerator();
  const perOrder = (ms: number) => (ms / Math.max(latencies.length, 1)).toFixed(1);
  const { node } = used;
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))] ?? 0;
  console.log(
    `${label.padEnd(44)} ${(latencies.length / elapsed).toFixed(0).padStart(6)} orders/s  ` +
      `p50 ${at(50).toFixed(1)} ms  p95 ${at(95).toFixed(1)} ms  p99 ${at(99).toFixed(1)} ms  ` +
      `max ${(latencies.at(-1) ?? 0).toFixed(0)} ms  not 201: ${failed}  ` +
      `CPU/order ${perOrder(used.all)} ms` +
      (Number.isNaN(node)
        ? ''
        : ` (node ${perOrder(node)}, database ${perOrder(used.all - node)}; load generator ${perOrder(generatorMs)})`),
  );
  return used.all / Math.max(latencies.length, 1);
}

/**
 * What a line costs: 10 buyers placing orders of exactly 1 line, then of 10 lines, twice over, so that each 10-line
 * run is judged against the 1-line run just before it (the machine's speed moves between minutes as much as a
 * change does). Prints the CPU of a 10-line order against a 1-line one for each pair (goal: under 2).
 */
export async function lineCost(
  label: string,
  run: (lineLabel: string, lineCount: number) => Promise<number>,
): Promise<void> {
  const ratios: string[] = [];
  for (let pair = 0; pair < 2; pair++) {
    const one = await run(`${label}: 1-line orders, 10 buyers`, 1);
    const ten = await run(`${label}: 10-line orders, 10 buyers`, 10);
    ratios.push((ten / one).toFixed(2));
  }
  console.log(`${label}: a 10-line order's CPU against a 1-line one: ${ratios.join(', ')}`);
}

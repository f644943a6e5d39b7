/**
 * The Telegram channel under faults: two shop servers (api/src/server.ts, as deployed) on one Postgres database
 * against the strict fake Bot API with Telegram's rates and faults switched on (by default 5 % of sends 429 with
 * retry_after up to 120 s, 2 % 5xx, 1 % dropped connections, 5 % of buyers blocked). Staff restock a variant 5,000
 * buyers wait for and 200 guest orders are placed (each a staff chat post), while a buyer's pre-checkout question
 * comes every half second. Measured at the fake: messages lost and duplicated, the most in any one second, the
 * total time against the rates' lower bound, and how fast pre-checkout is answered.
 *   npm run bench -- telegram   (BENCH_BUYERS=5000 BENCH_STAFF_POSTS=200 BENCH_TELEGRAM_FAULTS=on)
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DeliveredMessage, preCheckoutQueryUpdate, startFakeBotApi } from '@shop/bot/testing';
import { migrateDatabase, openDatabase } from '@shop/db';
import postgres from 'postgres';
import { createBenchDatabase, describeMachine } from './load';
import { loadCatalogue, orderBody, sendOrdersTo } from './order-load';

const buyers = Number(process.env.BENCH_BUYERS ?? 5000);
const staffPosts = Number(process.env.BENCH_STAFF_POSTS ?? 200);
const faults = process.env.BENCH_TELEGRAM_FAULTS !== 'off';
const token = '123456789:telegram-bench-token-for-the-fake';
const staffChat = -1_001_234_567_890;
const firstBuyer = 700_000_001;
const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..');

const telegram = await startFakeBotApi({
  token,
  ...(faults
    ? {
        faults: {
          tooManyRequests: 0.05,
          retryAfterSeconds: { min: 1, max: 120 },
          serverError: 0.02,
          droppedConnection: 0.01,
          seed: 20_261_125,
        },
      }
    : {}),
});
const blocked = new Set<number>();
for (let i = 0; i < buyers; i++) if (faults && i % 20 === 7) blocked.add(firstBuyer + i);
for (const id of blocked) telegram.block(id);

const database = await createBenchDatabase('telegram');
const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-telegram-'));
const servers: ReturnType<typeof spawn>[] = [];
try {
  const handle = await openDatabase({ url: database.url, dataDir: 'memory://', maxConnections: 2 });
  await migrateDatabase(handle);
  await handle.close();
  const sql = postgres(database.url, { max: 2, onnotice: () => {} });
  await loadCatalogue((statement) => sql.unsafe(statement));
  // The variant everybody waits for: sold out, with its buyers linked to Telegram and letting the bot write.
  await sql`update product_variants set quantity = 0 where product_id = 1 and color_code = 'BLK' and size_code = 'M'`;
  await sql.unsafe(`
    insert into users (name, email, telegram_id, bot_messages_allowed_at)
    select 'Покупатель ' || i, 'tg' || i || '@bench.local', ${firstBuyer} + i, now()
    from generate_series(0, ${buyers - 1}) as i`);
  await sql.unsafe(`
    insert into stock_subscriptions (user_id, product_id, color_code, size_code)
    select id, 1, 'BLK', 'M' from users where telegram_id is not null order by telegram_id`);
  console.log(
    `${describeMachine()}; ${buyers} buyers waiting (${blocked.size} blocked the bot), ${staffPosts} staff posts, ` +
      `faults ${faults ? 'on' : 'off'}`,
  );

  const origins: string[] = [];
  for (const name of ['a', 'b']) {
    const port = 41_000 + Math.floor(Math.random() * 4000);
    const child = spawn(process.execPath, ['--import', 'tsx', join(apiDir, 'src/server.ts')], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: database.url,
        DATA_DIR: join(dataDir, name),
        JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
        BOT_TOKEN: token,
        TELEGRAM_API_ROOT: telegram.apiRoot,
        TELEGRAM_STAFF_CHAT_ID: String(staffChat),
        PAYMENT_PROVIDER_TOKEN: '381764678:TEST:bench-provider',
        MIGRATE_ON_START: 'false',
        SEED_DEMO: 'never',
        GUEST_ORDER_LIMITS: 'off',
        JOBS_POLL_MS: '250',
        BOT_POLLING_RETRY_MS: '2000',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    servers.push(child);
    const origin = `http://127.0.0.1:${port}`;
    for (
      let waited = 0;
      !(await fetch(`${origin}/api/health/ready`).then(
        (r) => r.ok,
        () => false,
      ));
      waited += 100
    ) {
      if (child.exitCode !== null || waited > 60_000) throw new Error(`server ${name} did not start`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    origins.push(origin);
  }

  // Pre-checkout questions every half second for the whole run: the time until the shop answers each.
  const answerTimes: number[] = [];
  let asking = true;
  const questions = (async () => {
    for (let n = 0; asking; n++) {
      const after = telegram.calls.length - 1;
      const asked = Date.now();
      telegram.pushUpdate(
        preCheckoutQueryUpdate({ payload: `bench-${n}`, totalAmount: 100, fromId: 600_000_000 + n }),
      );
      const answered = await telegram
        .waitForCall('answerPreCheckoutQuery', { afterIndex: after, timeoutMs: 15_000 })
        .then(
          () => Date.now() - asked,
          () => 15_000,
        );
      answerTimes.push(answered);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  })();

  const started = Date.now();
  const send = sendOrdersTo(origins);
  let placed = 0;
  for (let i = 0; i < staffPosts; i++) if ((await send(orderBody(), `bench-order-${i}`)) === 201) placed += 1;
  await sql`update product_variants set quantity = 50 where product_id = 1 and color_code = 'BLK' and size_code = 'M'`;

  const isStaffPost = (m: DeliveredMessage) => Number(m.chatId) === staffChat && m.method === 'sendMessage';
  const isStock = (m: DeliveredMessage) => String(m.text ?? '').startsWith('Снова в наличии');
  const receivable = buyers - blocked.size;
  const pending = async () =>
    Number((await sql`select count(*)::int as n from telegram_outbox where status = 'pending'`)[0]?.n ?? 0);
  for (let last = ''; ; ) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const waiting = await pending();
    const done = telegram.delivered.filter(isStock).length;
    const line = `${Math.round((Date.now() - started) / 1000)} s: ${done}/${receivable} back-in-stock, ${
      telegram.delivered.filter(isStaffPost).length
    }/${placed} staff posts, ${waiting} waiting`;
    if (line !== last && Math.round((Date.now() - started) / 1000) % 30 < 2) console.log(line);
    last = line;
    const jobsLeft = Number(
      (
        await sql`select count(*)::int as n from jobs where kind = 'stock.back-in-stock' and done_at is null`
      )[0]?.n ?? 1,
    );
    if (waiting === 0 && jobsLeft === 0 && done > 0) break;
  }
  const elapsedS = (Date.now() - started) / 1000;
  asking = false;
  await questions;

  const stockTo = new Map<number, number>();
  for (const m of telegram.delivered.filter(isStock))
    stockTo.set(Number(m.chatId), (stockTo.get(Number(m.chatId)) ?? 0) + 1);
  const postsByText = new Map<string, number>();
  for (const m of telegram.delivered.filter(isStaffPost))
    postsByText.set(String(m.text), (postsByText.get(String(m.text)) ?? 0) + 1);
  let lost = 0;
  let duplicates = 0;
  for (let i = 0; i < buyers; i++) {
    const id = firstBuyer + i;
    const got = stockTo.get(id) ?? 0;
    if (blocked.has(id)) continue;
    if (got === 0) lost += 1;
    duplicates += Math.max(0, got - 1);
  }
  const postsLost = placed - postsByText.size;
  const postDuplicates = [...postsByText.values()].reduce((sum, n) => sum + Math.max(0, n - 1), 0);
  const droppedDelivered = telegram.dropped.filter((drop) => drop.delivered).length;
  const times = telegram.delivered.map((m) => m.at).sort((a, b) => a - b);
  let busiest = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[i]! - times[j]! >= 1000) j += 1;
    busiest = Math.max(busiest, i - j + 1);
  }
  const failed =
    await sql`select status, count(*)::int as n, min(last_error) as reason from telegram_outbox group by status`;
  const sorted = [...answerTimes].sort((a, b) => a - b);
  const quantile = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const messages = receivable + placed;
  // Telegram's rates alone: 30 a second in all; to the one staff chat one a second and 20 in any minute, so its
  // posts go in minutes of 20 and the last minute's take a second each.
  const staffBoundS = placed > 0 ? (Math.ceil(placed / 20) - 1) * 60 + (Math.min(placed, 20) - 1) : 0;
  const lowerBoundS = Math.max(messages / 30, staffBoundS);

  console.log(
    `messages delivered: ${telegram.delivered.length} (back-in-stock ${stockTo.size} buyers, staff posts ${postsByText.size})`,
  );
  console.log(
    `lost: ${lost} of ${receivable} buyers who can receive; staff posts lost: ${postsLost} of ${placed}`,
  );
  console.log(
    `duplicates: ${duplicates} to buyers, ${postDuplicates} staff posts; connections dropped after Telegram had delivered: ${droppedDelivered}`,
  );
  console.log(`most messages delivered in any one second: ${busiest} (limit 30)`);
  console.log(
    `total ${elapsedS.toFixed(0)} s against a lower bound of ${lowerBoundS.toFixed(0)} s from the rates (${(
      (elapsedS / lowerBoundS - 1) * 100
    ).toFixed(1)} % over)`,
  );
  console.log(
    `pre-checkout answered: ${answerTimes.length} questions, p50 ${quantile(0.5)} ms, p99 ${quantile(0.99)} ms, max ${
      sorted.at(-1) ?? 0
    } ms`,
  );
  console.log(
    `outbox: ${failed.map((row) => `${row.status} ${row.n}${row.status === 'failed' ? ` (${row.reason})` : ''}`).join(', ')}`,
  );
  await sql.end();
} finally {
  for (const child of servers) child.kill('SIGTERM');
  await Promise.all(
    servers.map(
      (child) =>
        new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))),
    ),
  );
  await telegram.close();
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}

import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { RunningBot } from '@shop/bot';
import { type DatabaseHandle, openDatabase } from '@shop/db';
import { createApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { checkMigrations, prepareDatabase } from './database-setup';
import { type DatabaseUpkeep, keepDatabaseUp } from './database-upkeep';
import { createEmbeddedDatabaseOnce } from './embedded-database';
import { closeServer, listen } from './http-server';
import { scheduleCartReminders } from './jobs/cart-reminders';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { schedulePopularRanking } from './jobs/popular-ranking';
import { shopJobHandlers } from './jobs/shop-jobs';
import { scheduleTelegramUpdates } from './jobs/telegram-updates';
import { createLogger, type Logger } from './lib/logger';
import { smtpMailer } from './mail/mailer';
import { type CatalogChangeFeed, catalogChangeFeed } from './services/catalog/catalog-changes';
import { yookassaPayments } from './services/payments/yookassa-payments';
import type { StaticRoots } from './static-files';
import { storageFromConfig } from './storage/storage-from-config';
import { createOutboxSender, type OutboxSender } from './telegram/outbox-sender';
import { pollOnOneInstance } from './telegram/polling-lock';
import { telegramOff } from './telegram/shop-telegram';

/** How long a shutdown waits for the requests in hand, then for everything; past that the process just exits. */
const REQUESTS_GRACE_MS = 5_000;
const SHUTDOWN_DEADLINE_MS = 15_000;

/**
 * The process entry: reads the environment, opens and (MIGRATE_ON_START) migrates the database and seeds a demo
 * shop, listens, and starts the bot in the background (long polling on one instance only). SIGTERM and SIGINT are handled from the first moment, so a start that waits
 * (a slow database, a Bot API that never answers) can always be stopped cleanly.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const startedAt = new Date();
  const parts = handleShutdownSignals(log);
  running = parts;

  if (!config.databaseUrl && config.migrateOnStart) await createEmbeddedDatabaseOnce(config.dataDir, log);
  if (parts.stopping) return;
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    maxConnections: config.dbPoolSize,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  parts.database = database;
  if (config.migrateOnStart) await prepareDatabase(database, config, log, () => parts.stopping);
  else await checkMigrations(database, log);
  if (parts.stopping) return;
  parts.catalogChanges = await catalogChangeFeed(database, log);
  parts.upkeep = await keepDatabaseUp(database, log);

  // The bot library (grammY) is loaded only with a bot token: a shop without a bot never needs it.
  const telegram = config.botToken
    ? (await import('./telegram/shop-bot')).shopTelegram(config, database.db, log)
    : telegramOff(log);
  const mailer = config.mail ? smtpMailer(config.mail) : undefined;
  const { app, dropCatalogCache } = createApp({
    database,
    config,
    log,
    staticRoots: staticRoots(config),
    storage: storageFromConfig(config),
    startedAt,
    outbox: telegram.outbox,
    catalogChanges: parts.catalogChanges,
    isAcceptingWork: () => !parts.stopping,
    ...(telegram.productSharer ? { productSharer: telegram.productSharer } : {}),
    ...(telegram.botUsername ? { botUsername: telegram.botUsername } : {}),
    ...(telegram.webhook ? { telegramWebhook: telegram.webhook } : {}),
    ...(telegram.paymentsBotApi ? { paymentsBotApi: telegram.paymentsBotApi } : {}),
    ...(mailer ? { mailer } : {}),
  });
  if (!config.mail)
    log.info('mail is off (set SMTP_URL and MAIL_FROM): password reset by email is unavailable');
  parts.server = listen(app.fetch, {
    port: config.port,
    host: config.host,
    onListening: (port) => log.info(`shop listening on http://localhost:${port}`),
  });
  parts.bot = telegram.polls
    ? pollOnOneInstance(database, telegram.start, { log, retryMs: config.botPollingRetryMs })
    : telegram.start();
  if (config.botToken) {
    // One instance sends for the whole shop (the sender's lock); the others take over when it stops.
    const { outboxApi } = await import('@shop/bot');
    parts.outboxSender = createOutboxSender({
      database,
      api: outboxApi(config.botToken, { apiRoot: config.telegramApiRoot }),
      log,
    });
    parts.outboxSender.start();
  }
  await scheduleCartReminders(database.db);
  await scheduleTelegramUpdates(database.db);
  await schedulePopularRanking(database.db);
  parts.jobs = createJobRunner({
    db: database.db,
    handlers: shopJobHandlers({
      db: database.db,
      log,
      outbox: telegram.outbox,
      onStockChanged: dropCatalogCache,
      handleUpdateAgain: telegram.handleUpdateAgain,
      mailer,
      checkPayment: yookassaPayments({
        db: database.db,
        log,
        outbox: telegram.outbox,
        config: config.yookassa,
      }).checkPayment,
    }),
    log,
    pollMs: config.jobsPollMs,
  });
}

let running: RunningParts | undefined;

interface RunningParts {
  database?: DatabaseHandle;
  server?: Server;
  bot?: RunningBot | undefined;
  jobs?: JobRunner;
  outboxSender?: OutboxSender;
  catalogChanges?: CatalogChangeFeed;
  upkeep?: DatabaseUpkeep | undefined;
  /** Set at the first signal: the readiness check answers 503 from then on. */
  stopping: boolean;
}

/**
 * On SIGTERM or SIGINT: answer not ready, stop taking requests and finish those in hand, stop the timed jobs and
 * the bot, close the database, exit 0.
 * A second signal, or a shutdown past its deadline, exits at once with 1.
 */
function handleShutdownSignals(log: Logger): RunningParts {
  const parts: RunningParts = { stopping: false };
  const shutdown = async (signal: string) => {
    if (parts.stopping) {
      log.warn(`${signal} received again: exiting without waiting`);
      process.exit(1);
    }
    parts.stopping = true;
    log.info(`${signal} received, shutting down`);
    setTimeout(() => {
      log.error('shutdown took too long: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    try {
      if (parts.server) {
        await closeServer(parts.server, REQUESTS_GRACE_MS);
        log.info('stopped taking requests');
      }
      if (parts.jobs) {
        await parts.jobs.stop();
        log.info('timed jobs stopped');
      }
      if (parts.bot) {
        await parts.bot.stop();
        log.info('bot stopped');
      }
      if (parts.outboxSender) {
        // A message on its way when the process stops is sent again by the next sender, never lost.
        await parts.outboxSender.stop();
        log.info('telegram outbox sender stopped');
      }
      if (parts.catalogChanges) await parts.catalogChanges.close();
      if (parts.upkeep) await parts.upkeep.stop();
      if (parts.database) {
        await parts.database.close();
        log.info('database closed');
      }
    } catch (error) {
      log.error('shutdown failed', { error: error instanceof Error ? error.message : String(error) });
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  return parts;
}

function staticRoots(config: Config): StaticRoots {
  const require = createRequire(import.meta.url);
  const packageDir = (name: string) => {
    try {
      return dirname(require.resolve(`${name}/package.json`));
    } catch {
      return undefined;
    }
  };
  const storefront = packageDir('@shop/miniapp');
  const admin = packageDir('@shop/web-admin');
  return {
    uploads: config.uploadsDir,
    ...(storefront
      ? {
          storefront: join(storefront, 'dist'),
          storefrontDrawing: join(storefront, 'dist-ssr/render-first-screen.js'),
        }
      : {}),
    ...(admin ? { admin: join(admin, 'dist') } : {}),
  };
}

main().catch((error: unknown) => {
  // A signal during the start closes the database under the migrations or the seed; the shutdown reports.
  if (running?.stopping) return;
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The shop failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});

import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { RunningBot } from '@shop/bot';
import { type DatabaseHandle, migrateDatabase, openDatabase } from '@shop/db';
import { isDatabaseSeeded, seedDemoShop } from '@shop/db/seed';
import { createApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import type { StaticRoots } from './deps';
import { closeServer, listen } from './http-server';
import { createJobRunner, type JobRunner } from './jobs/job-runner';
import { shopJobHandlers } from './jobs/shop-jobs';
import { createLogger, type Logger } from './lib/logger';
import { hashPassword } from './services/passwords';
import { staffCredentials } from './staff-accounts';
import { storageFromConfig } from './storage/storage-from-config';
import { shopTelegram } from './telegram/shop-bot';

/** How long a shutdown waits for the requests in hand, then for everything; past that the process just exits. */
const REQUESTS_GRACE_MS = 5_000;
const SHUTDOWN_DEADLINE_MS = 15_000;

/**
 * The process entry: reads the environment, opens and migrates the database, seeds a demo shop, listens, and
 * starts the bot in the background. SIGTERM and SIGINT are handled from the first moment, so a start that waits
 * (a slow database, a Bot API that never answers) can always be stopped cleanly.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const startedAt = new Date();
  const parts = handleShutdownSignals(log);
  running = parts;

  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    maxConnections: config.dbPoolSize,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  parts.database = database;
  await migrateDatabase(database);
  log.info(`database ready (${database.kind})`);
  await seedIfEmpty(database.db, database.kind, config, log);
  if (parts.stopping) return;

  const telegram = shopTelegram(config, database.db, log);
  const { app } = createApp({
    database,
    config,
    log,
    staticRoots: staticRoots(config),
    storage: storageFromConfig(config),
    startedAt,
    notifier: telegram.notifier,
    ...(telegram.productSharer ? { productSharer: telegram.productSharer } : {}),
    ...(telegram.webhook ? { telegramWebhook: telegram.webhook } : {}),
  });
  parts.server = listen(app.fetch, {
    port: config.port,
    host: config.host,
    onListening: (port) => log.info(`shop listening on http://localhost:${port}`),
  });
  parts.bot = telegram.start();
  parts.jobs = createJobRunner({
    db: database.db,
    handlers: shopJobHandlers(),
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
  stopping: boolean;
}

/**
 * On SIGTERM or SIGINT: stop taking requests and finish those in hand, stop the bot, close the database, exit 0.
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

async function seedIfEmpty(
  db: Parameters<typeof seedDemoShop>[0],
  kind: 'pglite' | 'postgres',
  config: Config,
  log: Logger,
): Promise<void> {
  if (config.seedDemo === 'never' || (await isDatabaseSeeded(db))) return;
  if (kind === 'postgres' && config.seedDemo !== 'force' && !isLocalDatabase(config.databaseUrl)) {
    log.warn('the database is empty and not local: the demo shop is not seeded (SEED_DEMO=force seeds it)');
    return;
  }
  const credentials = staffCredentials(config.accounts);
  const summary = await seedDemoShop(db, {
    uploadsDir: config.uploadsDir,
    hashPassword,
    accounts: { admin: credentials.admin, manager: credentials.manager },
    log: (message) => log.info(message),
  });
  log.info('demo shop seeded', { ...summary });
  if (credentials.generated) {
    // Shown once, on the terminal of the person who started the shop; they are not kept anywhere in clear.
    process.stdout.write(
      [
        '',
        'Staff accounts of this shop (shown only now, keep them safe):',
        `  admin:   ${credentials.admin.email}  password: ${credentials.admin.password}`,
        `  manager: ${credentials.manager.email}  password: ${credentials.manager.password}`,
        'Set ADMIN_EMAIL / ADMIN_PASSWORD and MANAGER_EMAIL / MANAGER_PASSWORD to choose them yourself.',
        '',
      ].join('\n'),
    );
  }
}

function isLocalDatabase(url: string | undefined): boolean {
  if (!url) return true;
  const host = new URL(url).hostname;
  return host === 'localhost' || host === '127.0.0.1' || host === '::1' || host === '[::1]';
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
    ...(storefront ? { storefront: join(storefront, 'dist') } : {}),
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

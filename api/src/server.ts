import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { serve } from '@hono/node-server';
import { startBot } from '@shop/bot';
import { migrateDatabase, openDatabase } from '@shop/db';
import { isDatabaseSeeded, seedDemoShop } from '@shop/db/seed';
import { createApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import type { StaticRoots } from './deps';
import { createLogger, type Logger } from './lib/logger';
import { hashPassword } from './services/passwords';
import { staffCredentials } from './staff-accounts';

/** The process entry: reads the environment, opens and migrates the database, seeds a demo shop, listens. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const startedAt = new Date();

  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    maxConnections: config.dbPoolSize,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  await migrateDatabase(database);
  log.info(`database ready (${database.kind})`);
  await seedIfEmpty(database.db, database.kind, config, log);

  const { app } = createApp({ database, config, log, staticRoots: staticRoots(config), startedAt });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log.info(`shop listening on http://localhost:${info.port}`);
  });

  const bot = await startBotIfConfigured(config, log);

  const shutdown = async (signal: string) => {
    log.info(`${signal} received, shutting down`);
    server.close();
    await bot?.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
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

async function startBotIfConfigured(config: Config, log: Logger) {
  if (!config.botToken) {
    log.info('BOT_TOKEN is not set: the Telegram bot is off');
    return undefined;
  }
  const webAppUrl = config.publicUrl ?? `http://localhost:${config.port}`;
  if (!webAppUrl.startsWith('https://')) {
    log.warn('PUBLIC_URL is not an https address: Telegram will refuse the "open shop" button');
  }
  return startBot({
    token: config.botToken,
    webAppUrl,
    ...(config.telegramApiRoot ? { apiRoot: config.telegramApiRoot } : {}),
    log: (message) => log.info(`bot: ${message}`),
  });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `The shop failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});

/**
 * `npm run migrate`: brings DATABASE_URL (or the embedded database under DATA_DIR) up to date, seeds the demo shop
 * when it is empty and allowed (SEED_DEMO), and exits. Run once before starting several instances with
 * MIGRATE_ON_START=false.
 */
import { openDatabase } from '@shop/db';
import { ConfigError, loadConfig } from './config';
import { prepareDatabase } from './database-setup';
import { createLogger } from './lib/logger';

async function migrate(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    maxConnections: 2,
    statementTimeoutMs: config.dbStatementTimeoutMs,
  });
  try {
    await prepareDatabase(database, config, log);
  } finally {
    await database.close();
  }
}

migrate().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      error instanceof ConfigError
        ? `${error.message}\n`
        : `Migration failed: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(1);
  },
);

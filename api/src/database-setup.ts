/**
 * Bringing the database up to date: pending migrations, then the demo shop when the database is empty. Run by
 * `npm run migrate` once before N instances start, or by each instance at start (MIGRATE_ON_START); either way under
 * one advisory lock, so instances starting together take turns and the later ones find nothing left to do.
 */
import { type DatabaseHandle, migrateDatabase, migrationStatus } from '@shop/db';
import { isDatabaseSeeded, seedDemoShop } from '@shop/db/seed';
import type { Config } from './config';
import { ADVISORY_LOCKS } from './lib/advisory-locks';
import type { Logger } from './lib/logger';
import { hashPassword } from './services/passwords';
import { staffCredentials } from './staff-accounts';

type SetupConfig = Pick<Config, 'seedDemo' | 'databaseUrl' | 'uploadsDir' | 'accounts'>;

export async function prepareDatabase(
  database: DatabaseHandle,
  config: SetupConfig,
  log: Logger,
  isStopping: () => boolean = () => false,
): Promise<void> {
  await database.withLock(ADVISORY_LOCKS.databaseSetup, async () => {
    await migrateDatabase(database);
    log.info(`database ready (${database.kind})`);
    if (!isStopping()) await seedIfEmpty(database, config, log);
  });
}

/** Without migrating: warns when the database is behind this build (`npm run migrate` was not run). */
export async function checkMigrations(database: DatabaseHandle, log: Logger): Promise<void> {
  const status = await migrationStatus(database);
  if (status.upToDate) log.info(`database ready (${database.kind})`);
  else log.error('the database is behind this build: run `npm run migrate`', { ...status });
}

async function seedIfEmpty(database: DatabaseHandle, config: SetupConfig, log: Logger): Promise<void> {
  const { db, kind } = database;
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

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle, DatabaseKind } from '@shop/db';
import { seedDemoShop } from '@shop/db/seed';
import { createTestDatabase } from '@shop/db/testing';
import { describe } from 'vitest';
import { createApp } from '../app';
import { TELEGRAM_WEB_ORIGINS } from '../config';
import type { AppDeps } from '../deps';
import { createLogger } from '../lib/logger';
import type { StaticRoots } from '../static-files';
import { localStorage } from '../storage/local-storage';
import type { FileStorage } from '../storage/storage';
import { fixturePasswordHash } from './fixture-password-hash';

export interface TestApp {
  app: ReturnType<typeof createApp>['app'];
  deps: AppDeps;
  /** Everything the app logged, to check that no secret leaks into logs. */
  logLines: string[];
  close(): Promise<void>;
}

export const testConfig: AppDeps['config'] = {
  env: 'test',
  allowedOrigins: ['http://localhost:3000'],
  storefrontFrameOrigins: TELEGRAM_WEB_ORIGINS,
  jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
  botToken: undefined,
  publicUrl: undefined,
  initDataMaxAgeSeconds: 86400,
  accessTokenTtlSeconds: 900,
  refreshTokenTtlSeconds: 30 * 86400,
  trustProxy: false,
  catalogCache: true,
  paymentProviderToken: undefined,
  paymentHoldMinutes: 30,
  // Most tests place many guest orders from one phone; guest-order-limits.test.ts turns the bounds on.
  guestOrderLimits: false,
  yookassa: undefined,
};

/** A well-formed bot token for tests that sign Telegram initData; never a real bot. */
export const testBotToken = '123456789:test-bot-token-for-initdata-signing';

const testStaff = {
  admin: { email: 'admin@test.local', password: 'admin-test-password' },
  manager: { email: 'manager@test.local', password: 'manager-test-password' },
};

export interface TestAppOptions {
  staticRoots?: StaticRoots;
  /** Seed the demo shop (images go to a temporary folder). */
  seed?: boolean;
  /** The bot token Telegram initData is checked with; unset means Telegram sign-in is off. */
  botToken?: string;
  /** Where uploads go; a temporary folder by default. */
  storage?: FileStorage;
  /** Other settings to change from testConfig. */
  config?: Partial<AppDeps['config']>;
  /** An open database to build the app over (as a second instance on it); the caller closes it. */
  database?: DatabaseHandle;
  /** Other parts of AppDeps (catalogue change feed, readiness). */
  deps?: Pick<AppDeps, 'catalogChanges' | 'isAcceptingWork' | 'mailer'>;
}

/** The real app over a fresh, migrated test database of the given kind. */
export async function createTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const { staticRoots } = options;
  const database = options.database ?? (await createTestDatabase(kind));
  const uploadsDir = mkdtempSync(join(tmpdir(), 'shop-test-uploads-'));
  if (options.seed) {
    await seedDemoShop(database.db, { uploadsDir, hashPassword: fixturePasswordHash, accounts: testStaff });
  }
  const logLines: string[] = [];
  const deps: AppDeps = {
    database,
    config: {
      ...testConfig,
      ...options.config,
      ...(options.botToken ? { botToken: options.botToken } : {}),
    },
    log: createLogger('debug', (line) => logLines.push(line)),
    ...(staticRoots ? { staticRoots } : {}),
    storage: options.storage ?? localStorage(uploadsDir),
    ...options.deps,
  };
  const { app } = createApp(deps);
  return {
    app,
    deps,
    logLines,
    async close() {
      if (!options.database) await database.close();
      rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** Parses a JSON answer, failing the test with the body when it is not JSON. */
export async function json<T = any>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(
      `expected JSON, got ${response.status} ${response.headers.get('content-type')}: ${text.slice(0, 200)}`,
    );
  }
}

/**
 * Tests inside a file's run on every database whose cost is not the database's (encoding images, hashing, parsing
 * HTTP) and whose statements other tests of the file run on every database: registered on PGlite only (not
 * skipped on Postgres). docs/BENCHMARKS.md lists them.
 */
export function describeDatabaseFree(kind: DatabaseKind, name: string, tests: () => void): void {
  if (kind === 'pglite') describe(`${name} (the same on every database, run on PGlite)`, tests);
}

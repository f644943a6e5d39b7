import type { Database, DatabaseHandle } from '@shop/db';
import type { Config } from './config';
import type { Logger } from './lib/logger';

/** Everything the app needs from the outside world; tests build it with a test database. */
export interface AppDeps {
  database: DatabaseHandle;
  config: Pick<
    Config,
    | 'allowedOrigins'
    | 'storefrontFrameOrigins'
    | 'jwtSecret'
    | 'botToken'
    | 'publicUrl'
    | 'env'
    | 'initDataMaxAgeSeconds'
    | 'accessTokenTtlSeconds'
    | 'refreshTokenTtlSeconds'
    | 'trustProxy'
  >;
  log: Logger;
  /** Built front ends and uploads to serve; absent in API-only tests. */
  staticRoots?: StaticRoots;
  startedAt?: Date;
}

export interface StaticRoots {
  storefront?: string;
  admin?: string;
  uploads?: string;
}

export const dbOf = (deps: AppDeps): Database => deps.database.db;

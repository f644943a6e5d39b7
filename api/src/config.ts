import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';

/** The whole environment of the server, read and validated once at start. */

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/**
 * Telegram's web clients, which show a mini-app in an iframe: Web K and Web A live under web.telegram.org (/k/,
 * /a/), and their older addresses webk. and webz.telegram.org.
 */
export const TELEGRAM_WEB_ORIGINS = [
  'https://web.telegram.org',
  'https://webk.telegram.org',
  'https://webz.telegram.org',
];

/** Comma-separated origins: scheme://host[:port], nothing after it. */
const originList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  )
  .superRefine((origins, ctx) => {
    for (const origin of origins) {
      if (!isOrigin(origin)) {
        ctx.addIssue({
          code: 'custom',
          message: `"${origin}" is not an origin: write scheme://host[:port] with no path, e.g. https://web.telegram.org`,
        });
      }
    }
  });

function isOrigin(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === text;
  } catch {
    return false;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  // The bot's long polling and the Telegram outbox each hold a connection of the pool while they run: with fewer
  // than three, no request would ever get one.
  DB_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(
      3,
      'DB_POOL_SIZE must be at least 3: the bot’s polling and the Telegram outbox each hold a connection',
    )
    .max(100)
    .default(10),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  JWT_SECRET: optionalText.pipe(z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional()),
  BOT_TOKEN: optionalText.pipe(
    z
      .string()
      .regex(/^\d+:[\w-]{20,}$/, 'BOT_TOKEN looks malformed')
      .optional(),
  ),
  TELEGRAM_API_ROOT: optionalText.pipe(z.url().optional()),
  /** Where notifyStaff writes: a group or channel id (-100...) or a public @channel. */
  TELEGRAM_STAFF_CHAT_ID: optionalText.pipe(
    z
      .string()
      .regex(/^(-?\d{1,20}|@\w{5,32})$/, 'TELEGRAM_STAFF_CHAT_ID must be a chat id or an @username')
      .optional(),
  ),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  ALLOWED_ORIGINS: optionalText,
  STOREFRONT_FRAME_ORIGINS: optionalText.pipe(originList.optional()),
  /** How old a Telegram initData may be when it is exchanged for a session. */
  INITDATA_MAX_AGE_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 86400)
    .default(86400),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Behind a reverse proxy: take the client address from the last X-Forwarded-For entry. */
  TRUST_PROXY: z.enum(['true', 'false', '1', '0']).default('false'),
  ADMIN_EMAIL: optionalText.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalText.pipe(
    z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  ),
  MANAGER_EMAIL: optionalText.pipe(z.email().optional()),
  MANAGER_PASSWORD: optionalText.pipe(
    z.string().min(8, 'MANAGER_PASSWORD must be at least 8 characters').optional(),
  ),
  SEED_DEMO: z.enum(['auto', 'never', 'force']).default('auto'),
  /** Uploads go to this S3-compatible bucket instead of DATA_DIR/uploads (keys: AWS_ACCESS_KEY_ID and friends). */
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_REGION: z.string().default('us-east-1'),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).default('false'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error']).default('info'),
  /** off: no catalogue page or count cache, every list reads the database (to measure that path). */
  CATALOG_CACHE: z.enum(['on', 'off']).default('on'),
  GUEST_ORDER_LIMITS: z.enum(['on', 'off']).default('on'),
  JOBS_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1_000),
  /** false on N instances: `npm run migrate` runs once before they start. */
  MIGRATE_ON_START: z.enum(['true', 'false', '1', '0']).default('true'),
  /** How often an instance without the bot's polling lock tries to take it. */
  BOT_POLLING_RETRY_MS: z.coerce.number().int().min(50).max(600_000).default(15_000),
  PAYMENT_PROVIDER_TOKEN: optionalText,
  PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** ЮKassa's shop id and secret key (its office: Интеграция → Ключи API); both set turn web online payment on. */
  YOOKASSA_SHOP_ID: optionalText,
  YOOKASSA_SECRET_KEY: optionalText,
  /** The ЮKassa API; tests point it at the fake server. */
  YOOKASSA_API_ROOT: optionalText.pipe(z.url().optional()),
  /** smtp://user:pass@host:587 (smtps:// for TLS from the start): password-reset letters go through it. */
  SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** The letters' sender, e.g. "Ласточка <shop@example.com>"; mail is off unless both are set. */
  MAIL_FROM: optionalText,
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  uploadsDir: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  dbStatementTimeoutMs: number;
  jwtSecret: string;
  botToken: string | undefined;
  telegramApiRoot: string | undefined;
  telegramStaffChatId: string | undefined;
  /** The address customers open; the bot's web app button needs it to be https. */
  publicUrl: string | undefined;
  allowedOrigins: string[];
  /** Origins besides the shop's own that may show the storefront in a frame. */
  storefrontFrameOrigins: string[];
  /** Oldest Telegram initData accepted for a sign-in, in seconds. */
  initDataMaxAgeSeconds: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** Client addresses come from X-Forwarded-For (set by the proxy in front) rather than the socket. */
  trustProxy: boolean;
  /** Where buyers' letters go out; undefined without SMTP_URL and MAIL_FROM (password reset is then unavailable). */
  mail: { smtpUrl: string; from: string } | undefined;
  accounts: {
    admin: { email: string | undefined; password: string | undefined };
    manager: { email: string | undefined; password: string | undefined };
  };
  seedDemo: 'auto' | 'never' | 'force';
  /** Set when uploads live in a bucket rather than under uploadsDir. */
  s3: { bucket: string; endpoint: string | undefined; region: string; forcePathStyle: boolean } | undefined;
  logLevel: 'debug' | 'info' | 'warn' | 'error';
  /** The catalogue's in-process page and count caches (CATALOG_CACHE=off turns them off). */
  catalogCache: boolean;
  /** How often each instance looks for due timed jobs. */
  jobsPollMs: number;
  /** Apply pending migrations (and seed) at start; with several instances `npm run migrate` does it once. */
  migrateOnStart: boolean;
  botPollingRetryMs: number;
  /** The payment provider's token from BotFather; with the bot on, checkout offers payment in Telegram. */
  paymentProviderToken: string | undefined;
  /** How long an order paid in Telegram holds its stock before it is cancelled unpaid. */
  paymentHoldMinutes: number;
  /** ЮKassa's keys: set, checkout offers «Онлайн картой или СБП» on the web and in the mini-app. */
  yookassa: YookassaConfig | undefined;
  /** The bounds on guest orders per address and phone (services/orders/guest-order-limits.ts); off for load tests. */
  guestOrderLimits: boolean;
}

export interface YookassaConfig {
  shopId: string;
  secretKey: string;
  apiRoot: string;
}

export const YOOKASSA_API_ROOT = 'https://api.yookassa.ru/v3';

export class ConfigError extends Error {}

function yookassaConfig(e: z.infer<typeof envSchema>): YookassaConfig | undefined {
  const shopId = e.YOOKASSA_SHOP_ID;
  const secretKey = e.YOOKASSA_SECRET_KEY;
  if (!shopId && !secretKey) return undefined;
  if (!shopId || !secretKey) {
    throw new ConfigError(
      'Invalid environment:\n  YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY: set both to take payment through ЮKassa, or neither',
    );
  }
  return { shopId, secretKey, apiRoot: (e.YOOKASSA_API_ROOT ?? YOOKASSA_API_ROOT).replace(/\/+$/, '') };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadsDir: join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    jwtSecret: e.JWT_SECRET ?? localSecret(dataDir),
    botToken: e.BOT_TOKEN,
    telegramApiRoot: e.TELEGRAM_API_ROOT,
    telegramStaffChatId: e.TELEGRAM_STAFF_CHAT_ID,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    allowedOrigins: (e.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    storefrontFrameOrigins: e.STOREFRONT_FRAME_ORIGINS ?? TELEGRAM_WEB_ORIGINS,
    initDataMaxAgeSeconds: e.INITDATA_MAX_AGE_SECONDS,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_DAYS * 86400,
    trustProxy: e.TRUST_PROXY === 'true' || e.TRUST_PROXY === '1',
    mail: e.SMTP_URL && e.MAIL_FROM ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    accounts: {
      admin: { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
      manager: { email: e.MANAGER_EMAIL, password: e.MANAGER_PASSWORD },
    },
    seedDemo: e.SEED_DEMO,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true' || e.S3_FORCE_PATH_STYLE === '1',
        }
      : undefined,
    logLevel: e.LOG_LEVEL,
    catalogCache: e.CATALOG_CACHE === 'on',
    jobsPollMs: e.JOBS_POLL_MS,
    migrateOnStart: e.MIGRATE_ON_START === 'true' || e.MIGRATE_ON_START === '1',
    botPollingRetryMs: e.BOT_POLLING_RETRY_MS,
    paymentProviderToken: e.PAYMENT_PROVIDER_TOKEN,
    paymentHoldMinutes: e.PAYMENT_HOLD_MINUTES,
    guestOrderLimits: e.GUEST_ORDER_LIMITS === 'on',
    yookassa: yookassaConfig(e),
  };
}

/** A development secret made once and kept in DATA_DIR, so that tokens survive a restart. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

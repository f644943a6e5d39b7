/**
 * Accounts (SPEC section 7, "Auth"): registration, sign-in by email, phone or username, the Telegram mini-app
 * sign-in from initData, the current user, token refresh and sign-out.
 */
import { randomBytes } from 'node:crypto';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type AppDeps, dbOf } from '../deps';
import { jsonResponses, ok } from '../lib/envelope';
import { ApiError } from '../lib/errors';
import { createRouter } from '../lib/router';
import { signAccessToken } from '../lib/tokens';
import { requireAuth, unauthorized } from '../middleware/auth';
import { requireAllowedOrigin } from '../middleware/auth-origin';
import { clientAddress, minutesUntil, RateLimiter, type RateLimitResult } from '../middleware/rate-limit';
import {
  createCustomer,
  findUserById,
  findUserByIdentifier,
  parseIdentifier,
  publicUser,
  recordLogin,
  type UserRow,
  upsertTelegramUser,
} from '../services/auth/accounts';
import { issueRefreshToken, revokeByToken, rotateRefreshToken } from '../services/auth/refresh-tokens';
import { verifyInitData } from '../services/auth/telegram-init-data';
import { hashPassword, verifyPassword } from '../services/passwords';

export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/api/auth';

/** Attempts per window; per instance (see middleware/rate-limit.ts). */
export const authRateLimits = {
  loginPerAddress: { limit: 30, windowMs: 15 * 60_000 },
  loginPerIdentifier: { limit: 10, windowMs: 15 * 60_000 },
  registerPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  registerPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  telegramPerAddress: { limit: 60, windowMs: 5 * 60_000 },
};

const texts = {
  name: 'Имя должно содержать от 2 до 100 символов',
  email: 'Введите корректный email',
  password: 'Пароль должен содержать от 8 до 128 символов',
  identifier: 'Введите email, телефон или имя пользователя',
  passwordRequired: 'Введите пароль',
  invalidCredentials: 'Неверный email/телефон или пароль',
  emailTaken: 'Пользователь с таким email уже зарегистрирован',
  tooManyLogins: (minutes: number) => `Слишком много попыток входа. Попробуйте через ${minutes} мин.`,
  tooManyRegistrations: (minutes: number) =>
    `Слишком много попыток регистрации. Попробуйте через ${minutes} мин.`,
  telegramOff: 'Вход через Telegram не настроен на этом сервере',
  telegramRefused: 'Не удалось подтвердить вход через Telegram. Откройте магазин из бота ещё раз.',
  refreshRefused: 'Сессия истекла, войдите снова',
};

const userSchema = z
  .object({
    id: z.string(),
    role: z.enum(['user', 'manager', 'admin']),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    username: z.string().nullable(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    photoUrl: z.string().nullable(),
    telegramLinked: z.boolean(),
    telegramUsername: z.string().nullable(),
    createdAt: z.string(),
  })
  .openapi('User');

const sessionSchema = z
  .object({
    token: z.string().openapi({ description: 'Access token (JWT) for the Authorization: Bearer header' }),
    expiresIn: z.number().int().openapi({ description: 'Seconds until the access token expires' }),
    user: userSchema,
  })
  .openapi('Session');

const registerBody = z.object({
  name: z.string(texts.name).trim().min(2, texts.name).max(100, texts.name),
  email: z
    .string(texts.email)
    .trim()
    .max(254, texts.email)
    .pipe(z.email(texts.email))
    .transform((email) => email.toLowerCase()),
  password: z.string(texts.password).min(8, texts.password).max(128, texts.password),
});

const loginBody = z.object({
  identifier: z
    .string(texts.identifier)
    .trim()
    .min(1, texts.identifier)
    .max(254, texts.identifier)
    .openapi({ example: 'anna@example.com' }),
  password: z
    .string(texts.passwordRequired)
    .min(1, texts.passwordRequired)
    .max(128, texts.invalidCredentials),
});

const telegramBody = z.object({
  initData: z
    .string('Передайте initData')
    .min(1, 'Передайте initData')
    .max(8192, 'initData слишком длинная')
    .openapi({ description: 'The raw Telegram.WebApp.initData string, exactly as the mini-app received it' }),
});

const jsonBody = <T extends z.ZodType>(schema: T) => ({
  body: { required: true, content: { 'application/json': { schema } } },
});

const tags = ['auth'];

const registerRoute = createRoute({
  method: 'post',
  path: '/register',
  tags,
  summary: 'Create a customer account and sign in',
  request: jsonBody(registerBody),
  responses: jsonResponses('Signed in; the refresh cookie is set', sessionSchema, [409, 429]),
});

const loginRoute = createRoute({
  method: 'post',
  path: '/login-unified',
  tags,
  summary: 'Sign in with an email, a phone or a username and a password',
  request: jsonBody(loginBody),
  responses: jsonResponses('Signed in; the refresh cookie is set', sessionSchema, [401, 429]),
});

const telegramRoute = createRoute({
  method: 'post',
  path: '/telegram',
  tags,
  summary: 'Sign in inside the Telegram mini-app with its initData (the account is created on first launch)',
  request: jsonBody(telegramBody),
  responses: jsonResponses('Signed in', sessionSchema, [401, 429, 503]),
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/refresh-token',
  tags,
  summary: 'Exchange the refresh cookie for a new access token (the cookie rotates)',
  responses: jsonResponses('A fresh access token; the refresh cookie is replaced', sessionSchema, [401, 403]),
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  tags,
  summary: 'Sign out: the refresh token family is revoked and the cookie cleared',
  responses: jsonResponses('Signed out', z.object({ loggedOut: z.literal(true) }), [403]),
});

export function authRoutes(deps: AppDeps) {
  const db = dbOf(deps);
  const { config, log } = deps;
  const limiters = {
    loginPerAddress: new RateLimiter(authRateLimits.loginPerAddress),
    loginPerIdentifier: new RateLimiter(authRateLimits.loginPerIdentifier),
    registerPerAddress: new RateLimiter(authRateLimits.registerPerAddress),
    registerPerEmail: new RateLimiter(authRateLimits.registerPerEmail),
    telegramPerAddress: new RateLimiter(authRateLimits.telegramPerAddress),
  };
  // Unknown identifiers are checked against this hash too, so that the answer takes as long as for a real one.
  let dummyHash: Promise<string> | undefined;
  const checkPassword = (user: UserRow | undefined, password: string) => {
    if (user?.passwordHash) return verifyPassword(user.passwordHash, password);
    dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
    return dummyHash.then((hash) => verifyPassword(hash, password)).then(() => false);
  };

  const throttle = (c: Context, results: RateLimitResult[], message: (minutes: number) => string) => {
    const refused = results.find((r) => !r.allowed);
    if (refused && !refused.allowed) {
      c.header('Retry-After', String(refused.retryAfterSeconds));
      throw new ApiError('RATE_LIMITED', message(minutesUntil(refused.retryAfterSeconds)));
    }
  };

  const isHttps = (c: Context) =>
    new URL(c.req.url).protocol === 'https:' ||
    (config.trustProxy && c.req.header('x-forwarded-proto') === 'https');

  const setRefreshCookie = (c: Context, token: string) =>
    setCookie(c, REFRESH_COOKIE, token, {
      httpOnly: true,
      // Strict works here: the cookie is only ever sent by the shop's own pages calling its own API.
      sameSite: 'Strict',
      path: REFRESH_COOKIE_PATH,
      secure: isHttps(c),
      maxAge: config.refreshTokenTtlSeconds,
    });

  const clearRefreshCookie = (c: Context) =>
    deleteCookie(c, REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH, secure: isHttps(c) });

  const session = async (user: UserRow) => ({
    token: await signAccessToken(
      { sub: user.id, role: user.role },
      config.jwtSecret,
      config.accessTokenTtlSeconds,
    ),
    expiresIn: config.accessTokenTtlSeconds,
    user: publicUser(user),
  });

  /** A password sign-in or a registration: an access token, and a new refresh token family in the cookie. */
  const startWebSession = async (c: Context, user: UserRow) => {
    const refresh = await issueRefreshToken(db, {
      userId: user.id,
      ttlSeconds: config.refreshTokenTtlSeconds,
      userAgent: c.req.header('user-agent'),
    });
    setRefreshCookie(c, refresh.token);
    return session(user);
  };

  const cookieGuard = requireAllowedOrigin({
    allowedOrigins: config.allowedOrigins,
    publicUrl: config.publicUrl,
    trustProxy: config.trustProxy,
  });

  const meRoute = createRoute({
    method: 'get',
    path: '/me',
    tags,
    summary: 'The signed-in user',
    security: [{ bearerAuth: [] }],
    middleware: [requireAuth(deps)] as const,
    responses: jsonResponses('The signed-in user', z.object({ user: userSchema }), [401]),
  });

  const router = createRouter();
  router.use(refreshRoute.path, cookieGuard);
  router.use(logoutRoute.path, cookieGuard);

  return router
    .openapi(registerRoute, async (c) => {
      const input = c.req.valid('json');
      const address = clientAddress(c, config.trustProxy);
      throttle(
        c,
        [limiters.registerPerAddress.consume(address), limiters.registerPerEmail.consume(input.email)],
        texts.tooManyRegistrations,
      );
      const user = await createCustomer(db, {
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
      });
      if (!user) throw new ApiError('CONFLICT', texts.emailTaken, { email: texts.emailTaken });
      log.info('account created', { userId: user.id, via: 'email' });
      return c.json(ok(await startWebSession(c, user)), 200);
    })
    .openapi(loginRoute, async (c) => {
      const input = c.req.valid('json');
      const identifier = parseIdentifier(input.identifier);
      const identifierKey = `${identifier.kind}:${identifier.value.toLowerCase()}`;
      const address = clientAddress(c, config.trustProxy);
      // Counted before any hashing, so a flood of attempts costs a map lookup each, not an argon2 hash.
      throttle(
        c,
        [limiters.loginPerAddress.consume(address), limiters.loginPerIdentifier.consume(identifierKey)],
        texts.tooManyLogins,
      );
      const user = await findUserByIdentifier(db, identifier);
      if (!(await checkPassword(user, input.password)) || !user) {
        log.info('sign-in refused', { by: identifier.kind });
        throw new ApiError('UNAUTHORIZED', texts.invalidCredentials);
      }
      limiters.loginPerIdentifier.reset(identifierKey);
      await recordLogin(db, user.id);
      log.info('signed in', { userId: user.id, by: identifier.kind });
      return c.json(ok(await startWebSession(c, user)), 200);
    })
    .openapi(telegramRoute, async (c) => {
      if (!config.botToken) throw new ApiError('SERVICE_UNAVAILABLE', texts.telegramOff);
      throttle(
        c,
        [limiters.telegramPerAddress.consume(clientAddress(c, config.trustProxy))],
        texts.tooManyLogins,
      );
      const result = verifyInitData(c.req.valid('json').initData, config.botToken, {
        maxAgeSeconds: config.initDataMaxAgeSeconds,
      });
      if (!result.ok) {
        log.info('telegram sign-in refused', { reason: result.reason });
        throw new ApiError('UNAUTHORIZED', texts.telegramRefused);
      }
      const user = await upsertTelegramUser(db, result.data.user);
      log.info('signed in', { userId: user.id, by: 'telegram' });
      // No refresh cookie: inside Telegram's webview cookies are unreliable, a new initData exchange replaces it.
      return c.json(ok(await session(user)), 200);
    })
    .openapi(meRoute, async (c) => {
      const row = await findUserById(db, c.var.user.id);
      if (!row) throw unauthorized();
      return c.json(ok({ user: publicUser(row) }), 200);
    })
    .openapi(refreshRoute, async (c) => {
      const presented = getCookie(c, REFRESH_COOKIE);
      if (!presented) throw new ApiError('UNAUTHORIZED', texts.refreshRefused);
      const rotation = await rotateRefreshToken(db, presented, {
        ttlSeconds: config.refreshTokenTtlSeconds,
        userAgent: c.req.header('user-agent'),
      });
      if (!rotation.ok) {
        if (rotation.reason === 'reused')
          log.warn('a rotated refresh token was reused: its family is revoked');
        clearRefreshCookie(c);
        throw new ApiError('UNAUTHORIZED', texts.refreshRefused);
      }
      const user = await findUserById(db, rotation.userId);
      if (!user) {
        clearRefreshCookie(c);
        throw new ApiError('UNAUTHORIZED', texts.refreshRefused);
      }
      setRefreshCookie(c, rotation.next.token);
      return c.json(ok(await session(user)), 200);
    })
    .openapi(logoutRoute, async (c) => {
      const presented = getCookie(c, REFRESH_COOKIE);
      if (presented) await revokeByToken(db, presented);
      clearRefreshCookie(c);
      return c.json(ok({ loggedOut: true as const }), 200);
    });
}

/**
 * Who is signing in: registration, a password sign-in by email, phone or username, and the Telegram mini-app
 * sign-in from initData, with their attempt limits. Sessions are the next step (sessions.ts).
 */
import { randomBytes } from 'node:crypto';
import { userAdminTexts } from '@shop/core';
import {
  createCustomer,
  type DatabaseHandle,
  findUserByIdentifier,
  isKnownSignInAddress,
  recordLogin,
  rememberSignInAddress,
  type UserRow,
  upsertTelegramUser,
} from '@shop/db';
import type { Context } from 'hono';
import type { Config } from '../../config';
import { ApiError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import {
  clientAddress,
  minutesUntil,
  type RateLimitResult,
  UNKNOWN_ADDRESS,
} from '../../middleware/rate-limit';
import { sharedRateLimits } from '../../middleware/shared-rate-limit';
import { hashPassword, verifyPassword } from '../passwords';
import { parseIdentifier, telegramAccount } from './accounts';
import { authTexts } from './auth-texts';
import { verifyInitData } from './telegram-init-data';

/**
 * Attempts per window, counted in the database so that every instance shares them (middleware/shared-rate-limit.ts).
 * Password sign-in counts every attempt per address, and *failures* per account: from one address (that address
 * is then refused for the account), and from all addresses together (then only the addresses the account has
 * signed in from lately still get through). So guessing is bounded, even from many addresses, while the owner
 * signing in from her usual address is never locked out by a stranger (docs/ARCHITECTURE.md, Identity, "Rate
 * limits").
 */
export const authRateLimits = {
  loginPerAddress: { limit: 30, windowMs: 15 * 60_000 },
  loginFailuresPerAccountAndAddress: { limit: 10, windowMs: 15 * 60_000 },
  loginFailuresPerAccount: { limit: 100, windowMs: 15 * 60_000 },
  registerPerAddress: { limit: 10, windowMs: 60 * 60_000 },
  registerPerEmail: { limit: 5, windowMs: 60 * 60_000 },
  telegramPerAddress: { limit: 60, windowMs: 5 * 60_000 },
};

/** How long an address the account signed in from stays one of its usual addresses. */
const KNOWN_ADDRESS_DAYS = 90;

/** A refused attempt is a 429 with Retry-After and a message counting the minutes to wait. */
function throttle(c: Context, results: RateLimitResult[], message: (minutes: number) => string): void {
  const refused = results.find((result) => !result.allowed);
  if (refused && !refused.allowed) {
    c.header('Retry-After', String(refused.retryAfterSeconds));
    throw new ApiError('RATE_LIMITED', message(minutesUntil(refused.retryAfterSeconds)));
  }
}

export interface SignInDeps {
  database: Pick<DatabaseHandle, 'db'>;
  config: Pick<Config, 'trustProxy' | 'botToken' | 'initDataMaxAgeSeconds'>;
  log: Logger;
}

export function createSignIn(deps: SignInDeps) {
  const db = deps.database.db;
  const { config, log } = deps;
  const limits = sharedRateLimits(db);
  const limited = (rule: keyof typeof authRateLimits, key: string) => ({
    rule: authRateLimits[rule],
    key: `${rule}:${key}`,
  });
  const addressOf = (c: Context) => clientAddress(c, config.trustProxy);

  // Unknown identifiers are checked against this hash too, so that the answer takes as long as for a real one.
  let dummyHash: Promise<string> | undefined;
  const checkPassword = (user: UserRow | undefined, password: string) => {
    if (user?.passwordHash) return verifyPassword(user.passwordHash, password);
    dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
    return dummyHash.then((hash) => verifyPassword(hash, password)).then(() => false);
  };

  return {
    /** A new customer account; 409 when the email is taken. */
    async register(c: Context, input: { name: string; email: string; password: string }): Promise<UserRow> {
      const states = await limits.check([
        limited('registerPerAddress', addressOf(c)),
        limited('registerPerEmail', input.email.toLowerCase()),
      ]);
      throttle(
        c,
        states.map((state) => state.result),
        authTexts.tooManyRegistrations,
      );
      const user = await createCustomer(db, {
        name: input.name,
        email: input.email,
        passwordHash: await hashPassword(input.password),
      });
      if (!user) throw new ApiError('CONFLICT', authTexts.emailTaken, { email: authTexts.emailTaken });
      log.info('account created', { userId: user.id, via: 'email' });
      return user;
    },

    /** The account of the identifier and password; the same 401 whether the account or the password is wrong. */
    async withPassword(c: Context, input: { identifier: string; password: string }): Promise<UserRow> {
      const identifier = parseIdentifier(input.identifier);
      const identifierKey = `${identifier.kind}:${identifier.value.toLowerCase()}`;
      const address = addressOf(c);
      const pairKey = `${identifierKey} ${address}`;
      const failures = {
        fromHere: limited('loginFailuresPerAccountAndAddress', pairKey),
        everywhere: limited('loginFailuresPerAccount', identifierKey),
      };
      // Decided in one statement before any hashing, and every attempt is counted as a failure up front (taken
      // back if the password is right): concurrent guesses each see the ones before them, so at most the limit
      // reach argon2, and a flood costs a row update each, not a hash.
      const [perAddress, fromHere, everywhere] = await limits.check([
        limited('loginPerAddress', address),
        failures.fromHere,
        failures.everywhere,
      ]);
      throttle(
        c,
        [perAddress, fromHere].map((state) => state?.result ?? { allowed: true as const }),
        authTexts.tooManyLogins,
      );
      // Once the account's failures are spent, only the addresses it has signed in from lately get through: a
      // botnet gets no more guesses however many addresses it has, and the owner at home is not locked out.
      const user = await findUserByIdentifier(db, identifier);
      if (everywhere && !everywhere.result.allowed) {
        const known =
          user !== undefined &&
          address !== UNKNOWN_ADDRESS &&
          (await isKnownSignInAddress(db, { userId: user.id, address, withinDays: KNOWN_ADDRESS_DAYS }));
        if (!known) throttle(c, [everywhere.result], authTexts.tooManyLogins);
      }
      if (!(await checkPassword(user, input.password)) || !user) {
        log.info('sign-in refused', { by: identifier.kind });
        throw new ApiError('UNAUTHORIZED', authTexts.invalidCredentials);
      }
      await limits.reset([failures.fromHere.key]);
      await limits.forgive([failures.everywhere]);
      refuseBlocked(user);
      await recordLogin(db, user.id);
      if (address !== UNKNOWN_ADDRESS) {
        await rememberSignInAddress(db, { userId: user.id, address, forgetAfterDays: KNOWN_ADDRESS_DAYS });
      }
      log.info('signed in', { userId: user.id, by: identifier.kind });
      return user;
    },

    /** The account of a verified Telegram launch, created on the first one; 503 without a bot token. */
    async withTelegram(c: Context, initData: string): Promise<UserRow> {
      if (!config.botToken) throw new ApiError('SERVICE_UNAVAILABLE', authTexts.telegramOff);
      const [perAddress] = await limits.check([limited('telegramPerAddress', addressOf(c))]);
      throttle(c, [perAddress?.result ?? { allowed: true }], authTexts.tooManyLogins);
      const result = verifyInitData(initData, config.botToken, {
        maxAgeSeconds: config.initDataMaxAgeSeconds,
      });
      if (!result.ok) {
        log.info('telegram sign-in refused', { reason: result.reason });
        throw new ApiError('UNAUTHORIZED', authTexts.telegramRefused);
      }
      const user = await upsertTelegramUser(db, telegramAccount(result.data.user));
      refuseBlocked(user);
      log.info('signed in', { userId: user.id, by: 'telegram' });
      return user;
    },
  };
}

/** Told only after the password or initData proved who is asking, so a guesser learns nothing from it. */
export function refuseBlocked(user: UserRow): void {
  if (user.blockedAt) throw new ApiError('FORBIDDEN', userAdminTexts.blocked);
}

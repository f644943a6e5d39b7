/**
 * Access tokens: JWTs made and checked by jose, pinned to HS256 with the shop as issuer and the API as audience.
 * jose rather than hono/jwt for its clock tolerance and a token-age limit (and key ids, should the secret ever
 * rotate); see docs/ARCHITECTURE.md, Identity.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ROLES } from '@shop/core';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const ALGORITHM = 'HS256';
export const TOKEN_ISSUER = 'shop';
export const TOKEN_AUDIENCE = 'shop-api';
/** Clocks of the machines behind a load balancer may differ by a few seconds. */
export const CLOCK_LEEWAY_SECONDS = 5;

const claimsSchema = z.object({
  /** The user's id. */
  sub: z.string().min(1),
  role: z.enum(ROLES),
  /** The sign-in of a web session (its refresh token family); Telegram sessions have none. */
  sid: z.uuid().optional(),
  /** Issued at and expiry, in seconds since the epoch. */
  iat: z.number().int(),
  exp: z.number().int(),
});

export type AccessClaims = z.infer<typeof claimsSchema>;

const keyOf = (secret: string) => new TextEncoder().encode(secret);

/** Three parts of unpadded base64url: a decoder that forgives padding or stray characters would pass `<sig>=`. */
const COMPACT_JWT = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

export function signAccessToken(
  claims: Pick<AccessClaims, 'sub' | 'role' | 'sid'>,
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({ role: claims.role, ...(claims.sid ? { sid: claims.sid } : {}) })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(keyOf(secret));
}

export interface VerifyOptions {
  /** The longest lifetime a token may have had (the current ACCESS_TOKEN_TTL_SECONDS): an older `iat` is refused. */
  maxAgeSeconds: number;
  now?: number;
}

/**
 * Tokens already verified, by secret, token-age limit and text: a token's signature and claims depend on nothing
 * else, so a token sent again is only checked against the clock (until it expires or grows too old, whichever comes
 * first). A buyer's session sends the same token with every call; an HMAC check through WebCrypto (with the key
 * imported each time) was about 8 % of a cart change's time in Node, by the CPU profile. Only valid tokens are
 * kept, at most VERIFIED_KEPT, the oldest dropped first.
 */
const VERIFIED_KEPT = 10_000;
const verified = new Map<string, { claims: AccessClaims; from: number; until: number }>();

/** The claims of a valid, unexpired token, or null for anything else (never throws). */
export async function verifyAccessToken(
  token: string,
  secret: string,
  { maxAgeSeconds, now = Date.now() }: VerifyOptions,
): Promise<AccessClaims | null> {
  if (!COMPACT_JWT.test(token)) return null;
  const key = `${maxAgeSeconds}\u0000${secret}\u0000${token}`;
  const kept = verified.get(key);
  if (kept && kept.from <= now && now < kept.until) return kept.claims;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: [ALGORITHM],
      typ: 'JWT',
      issuer: TOKEN_ISSUER,
      audience: TOKEN_AUDIENCE,
      requiredClaims: ['sub', 'exp', 'iat'],
      maxTokenAge: maxAgeSeconds,
      clockTolerance: CLOCK_LEEWAY_SECONDS,
      currentDate: new Date(now),
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) return null;
    const { exp, iat } = claims.data;
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value ?? '');
    // jose's bounds, in whole seconds: before exp plus the leeway, and no older than the age limit plus it.
    const until = (Math.min(exp, iat + maxAgeSeconds) + CLOCK_LEEWAY_SECONDS) * 1000;
    verified.set(key, { claims: claims.data, from: now, until });
    return claims.data;
  } catch {
    return null;
  }
}

/** A refresh token: 256 random bits. Only its SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

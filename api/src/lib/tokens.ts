/**
 * Access tokens: compact JWTs signed with HMAC-SHA256. Only `{"alg":"HS256","typ":"JWT"}` is accepted, so a
 * token claiming `alg: none` or another algorithm is refused before its signature is even looked at.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export type TokenRole = 'user' | 'manager' | 'admin';

export interface AccessClaims {
  /** The user's id. */
  sub: string;
  role: TokenRole;
  /** Issued at and expiry, in seconds since the epoch. */
  iat: number;
  exp: number;
}

const HEADER = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
const roles: ReadonlySet<string> = new Set(['user', 'manager', 'admin']);

function base64url(text: string | Buffer): string {
  return Buffer.from(text).toString('base64url');
}

function signature(input: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(input).digest();
}

export function signAccessToken(
  claims: { sub: string; role: TokenRole },
  secret: string,
  ttlSeconds: number,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const payload = base64url(
    JSON.stringify({ sub: claims.sub, role: claims.role, iat, exp: iat + ttlSeconds }),
  );
  const input = `${HEADER}.${payload}`;
  return `${input}.${signature(input, secret).toString('base64url')}`;
}

/** The claims of a valid, unexpired token, or null for anything else (never throws). */
export function verifyAccessToken(token: string, secret: string, now = Date.now()): AccessClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signaturePart] = parts as [string, string, string];
  // The header must be exactly ours: this refuses alg "none", RS256/HS512 and any other variant up front.
  if (!isHs256Header(header)) return null;
  if (!/^[A-Za-z0-9_-]+$/.test(signaturePart)) return null;
  const given = Buffer.from(signaturePart, 'base64url');
  const expected = signature(`${header}.${payload}`, secret);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!isClaims(claims)) return null;
  if (claims.exp <= Math.floor(now / 1000)) return null;
  return claims;
}

function isHs256Header(header: string): boolean {
  if (header === HEADER) return true;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
    if (typeof parsed !== 'object' || parsed === null) return false;
    const keys = Object.keys(parsed);
    const { alg, typ } = parsed as Record<string, unknown>;
    return (
      alg === 'HS256' && (typ === undefined || typ === 'JWT') && keys.every((k) => k === 'alg' || k === 'typ')
    );
  } catch {
    return false;
  }
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return (
    typeof c.sub === 'string' &&
    typeof c.role === 'string' &&
    roles.has(c.role) &&
    Number.isInteger(c.iat) &&
    Number.isInteger(c.exp)
  );
}

/** A refresh token: 256 random bits. Only its SHA-256 is stored. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

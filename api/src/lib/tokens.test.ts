import { describe, expect, it } from 'vitest';
import { CLOCK_LEEWAY_SECONDS, signAccessToken, verifyAccessToken } from './tokens';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const TTL = 900;
const sub = '3f0c6b9e-8a51-4c1e-9a43-2b6f1d7e5a10';

describe('access tokens, verified again from what was kept', () => {
  it('accepts a token sent again only while the clock allows it, and never under another secret', async () => {
    const issued = Date.UTC(2026, 10, 30, 12, 0, 0);
    const token = await signAccessToken({ sub, role: 'user' }, SECRET, TTL, issued);
    const at = (seconds: number) => ({ maxAgeSeconds: TTL, now: issued + seconds * 1000 });
    expect(await verifyAccessToken(token, SECRET, at(1))).toMatchObject({ sub, role: 'user' });
    expect(await verifyAccessToken(token, SECRET, at(2))).toMatchObject({ sub });
    // Past its expiry and the leeway: refused although it was valid a moment ago.
    expect(await verifyAccessToken(token, SECRET, at(TTL + CLOCK_LEEWAY_SECONDS))).toBeNull();
    expect(await verifyAccessToken(token, SECRET, at(TTL + CLOCK_LEEWAY_SECONDS - 1))).toMatchObject({ sub });
    // A shorter age limit (the TTL lowered) refuses it, as does another secret.
    expect(await verifyAccessToken(token, SECRET, { maxAgeSeconds: 10, now: issued + 60_000 })).toBeNull();
    expect(await verifyAccessToken(token, `${SECRET}-rotated`, at(3))).toBeNull();
    // A clock before the moment it was verified at is checked again rather than trusted.
    expect(await verifyAccessToken(token, SECRET, at(-3600))).toBeNull();
  });

  it('refuses a token whose signature was altered, even after the real one was verified', async () => {
    const token = await signAccessToken({ sub, role: 'admin' }, SECRET, TTL);
    expect(await verifyAccessToken(token, SECRET, { maxAgeSeconds: TTL })).toMatchObject({ role: 'admin' });
    const signature = token.slice(token.lastIndexOf('.') + 1);
    const altered = `${token.slice(0, token.lastIndexOf('.') + 1)}${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    expect(await verifyAccessToken(altered, SECRET, { maxAgeSeconds: TTL })).toBeNull();
  });
});

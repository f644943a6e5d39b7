/**
 * One Idempotency-Key per checkout attempt: the same order sent again (a retry after a timeout, a second tap)
 * reuses it, so the server answers the order it already placed; a changed order gets a new key.
 */
function newKey(): string {
  const bytes = new Uint8Array(16);
  // getRandomValues works on plain http too, where randomUUID does not.
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface AttemptKeys {
  keyFor(body: unknown): string;
}

export function createAttemptKeys(): AttemptKeys {
  let current: { key: string; body: string } | null = null;
  return {
    keyFor(body) {
      const text = JSON.stringify(body);
      if (current?.body !== text) current = { key: newKey(), body: text };
      return current.key;
    },
  };
}

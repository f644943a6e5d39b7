/**
 * Errors that say the database was too busy to finish a statement, not that the request was wrong: a statement
 * cancelled by its time limit (57014), a lock not granted in time (55P03), a deadlock victim (40P01) and a
 * serialization failure (40001). The transaction around it has rolled back, so the same request may be sent again.
 * Drizzle wraps the driver's error, so the whole `cause` chain is read.
 */
const BUSY_CODES = new Set(['57014', '55P03', '40P01', '40001']);

export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && BUSY_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Errors that say the database was too busy or out of reach to finish a statement, not that the request was
 * wrong: a statement cancelled by its time limit (57014), a lock not granted in time (55P03), a deadlock victim
 * (40P01) and a serialization failure (40001); and an outage: a server shutting down, crashed or starting
 * (57P01-57P03), out of connections (53300), a broken connection (class 08), and the driver's own connection
 * failures (refused, reset, timed out, closed). The transaction around it has not committed, so the same request
 * may be sent again. Drizzle wraps the driver's error, so the whole `cause` chain is read.
 */
const BUSY_CODES = new Set([
  ...['57014', '55P03', '40P01', '40001'],
  ...['57P01', '57P02', '57P03', '53300', '08000', '08001', '08003', '08004', '08006'],
  ...['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'],
  ...['CONNECT_TIMEOUT', 'CONNECTION_CLOSED', 'CONNECTION_DESTROYED'],
]);

export function isDatabaseBusy(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && BUSY_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

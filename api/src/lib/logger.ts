/** A small structured logger: one line per event, never a secret (callers pass only what may be read). */

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export type LogSink = (line: string) => void;

export function createLogger(
  level: LogLevel = 'info',
  sink: LogSink = (line) => process.stdout.write(`${line}\n`),
) {
  const write =
    (at: LogLevel) =>
    (message: string, fields?: Record<string, unknown>): void => {
      if (rank[at] < rank[level]) return;
      const extra = fields ? ` ${JSON.stringify(fields)}` : '';
      sink(`${new Date().toISOString()} ${at.toUpperCase()} ${message}${extra}`);
    };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
  } satisfies Logger;
}

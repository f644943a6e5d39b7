/**
 * A small structured logger: one JSON object per line (`time`, `level`, `msg`, then the fields), never a secret
 * (callers pass only what may be read). Whatever a message or a field holds, JSON escapes its line breaks, so no
 * input can start a line of its own.
 */
import { withFields } from '@shop/core';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';
const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export type LogSink = (line: string) => void;

const isFlat = (value: unknown): boolean =>
  value === null || (typeof value !== 'object' && typeof value !== 'bigint');

/**
 * Errors keep their name, message and stack; bigints become text; a cycle is cut rather than thrown. A line of
 * plain values (a request's) is written without the replacer, which would be called for each of them.
 */
function jsonLine(entry: Record<string, unknown>): string {
  if (Object.values(entry).every(isFlat)) return JSON.stringify(entry);
  const seen = new WeakSet<object>();
  return JSON.stringify(entry, (_key, value: unknown) => {
    if (typeof value === 'bigint') return value.toString();
    if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
    if (typeof value === 'object' && value !== null) {
      if (seen.has(value)) return '[cycle]';
      seen.add(value);
    }
    return value;
  });
}

export function createLogger(
  level: LogLevel = 'info',
  sink: LogSink = (line) => process.stdout.write(`${line}\n`),
) {
  const write =
    (at: LogLevel) =>
    (message: string, fields?: Record<string, unknown>): void => {
      if (rank[at] < rank[level]) return;
      const head = { time: new Date().toISOString(), level: at, msg: message };
      // The fields follow the head and cannot overwrite it (core's withFields says why not a spread).
      sink(jsonLine(withFields(withFields(head, fields ?? {}), head)));
    };
  return {
    debug: write('debug'),
    info: write('info'),
    warn: write('warn'),
    error: write('error'),
  } satisfies Logger;
}

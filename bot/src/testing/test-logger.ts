import type { BotLogger } from '../context';

/** A logger that keeps `LEVEL message` lines for a test to read. */
export function testLogger(): BotLogger & { lines: string[] } {
  const lines: string[] = [];
  const write = (level: string) => (message: string) => {
    lines.push(`${level} ${message}`);
  };
  return { lines, info: write('INFO'), warn: write('WARN'), error: write('ERROR') };
}

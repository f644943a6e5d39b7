/**
 * How `npm start` runs the built server, so that the benchmarks run it with the same flags and environment as a
 * shop owner does, without the build before it: the root package.json's start script (`VAR=value ... command
 * args`), and the V8 flags the start script (scripts/start-server.sh) picks for a database.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

export function startCommand(): { command: string; args: string[]; env: Record<string, string> } {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = manifest.scripts.start.split(/\s+/).filter(Boolean);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [name = '', value = ''] = (words.shift() ?? '').split('=', 2);
    env[name] = value;
  }
  const command = words.shift();
  if (!command) throw new Error('the start script is empty');
  return { command: command === 'node' ? process.execPath : command, args: words, env };
}

/** The Node flags `npm start` runs the server with on this database (an empty url: the embedded one). */
export function startNodeFlags(databaseUrl: string): string[] {
  const printed = execFileSync('sh', [join(repoRoot, 'scripts/start-server.sh'), '--flags'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  return printed.split(/\s+/).filter(Boolean);
}

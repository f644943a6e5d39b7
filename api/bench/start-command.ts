/**
 * The command of `npm start` (the root package.json's start script: `VAR=value ... node [flags] file`), so that the
 * benchmarks run the server with the same flags and environment as a shop owner does, without the build before it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function startCommand(repoRoot: string): {
  command: string;
  args: string[];
  env: Record<string, string>;
} {
  const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = manifest.scripts.start.split(/\s+/).filter(Boolean);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [name = '', value = ''] = (words.shift() ?? '').split('=', 2);
    env[name] = value;
  }
  if (words.shift() !== 'node')
    throw new Error(`the start script does not run node: ${manifest.scripts.start}`);
  return { command: process.execPath, args: words, env };
}

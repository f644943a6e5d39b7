import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const serverFile = join(dirname(fileURLToPath(import.meta.url)), '../../../api/dist/server.js');

/** The packages a built file and the chunks it imports statically load before any of their code runs. */
function packagesLoadedAtStart(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  const statements = /^(?:import|export)\b[^;]*?\bfrom\s*"([^"]+)"|^import\s*"([^"]+)"/gms;
  for (const [, from, bare] of source.matchAll(statements)) {
    const specifier = from ?? bare ?? '';
    if (specifier.startsWith('.')) {
      for (const name of packagesLoadedAtStart(join(dirname(file), specifier), seen)) packages.add(name);
    } else {
      packages.add(specifier);
    }
  }
  return packages;
}

// A shop without a bot on the embedded database holds none of these in memory (docs/BENCHMARKS.md, "Server
// memory"): each is loaded by a dynamic import where it is first needed.
const loadedWhenUsed = [
  'grammy',
  '@grammyjs/runner',
  '@grammyjs/auto-retry',
  'postgres',
  'drizzle-orm/postgres-js',
  '@electric-sql/pglite',
  '@node-rs/argon2',
  '@aws-sdk/client-s3',
  'nodemailer',
  'sharp',
];

test('the built server loads the bot, either database driver and the password hasher only when used', () => {
  const atStart = packagesLoadedAtStart(serverFile);
  expect(atStart).toContain('hono');
  expect(loadedWhenUsed.filter((name) => atStart.has(name))).toEqual([]);
  const source = readFileSync(serverFile, 'utf8');
  expect(source).toMatch(/import\("\.\/chunks\/shop-bot-[\w-]+\.js"\)/);
});

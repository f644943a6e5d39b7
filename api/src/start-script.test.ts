import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const flagsFor = (databaseUrl: string) =>
  execFileSync('sh', [join(repoRoot, 'scripts/start-server.sh'), '--flags'], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  })
    .trim()
    .split(/\s+/);

describe('npm start', () => {
  it('runs the start script, which runs the built server', () => {
    const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8'));
    expect(manifest.scripts.start).toBe('sh scripts/start-server.sh');
    expect(readFileSync(join(repoRoot, 'scripts/start-server.sh'), 'utf8')).toMatch(
      /^exec node \$flags "\$\(dirname "\$0"\)\/\.\.\/api\/dist\/server\.js"$/m,
    );
  });

  it('keeps the young generation small on the embedded database, where memory counts', () => {
    expect(flagsFor('')).toEqual(['--max-semi-space-size=2', '--v8-pool-size=1']);
  });

  it("keeps V8's young generation on a Postgres server, where the small one cost throughput", () => {
    expect(flagsFor('postgres://shop@db.example:5432/shop')).toEqual(['--v8-pool-size=1']);
  });
});

/**
 * Start time and idle memory of the built server: launch to the first 200 of /api/health on a database that is
 * already migrated and seeded, then the resident set size after a few idle seconds. Runs on PGlite and, when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a Postgres server, on Postgres too.
 *   npm run build && npm run bench -- startup
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');
const serverFile = join(repoRoot, 'api/dist/server.js');
const runs = Number(process.env.BENCH_RUNS ?? 5);
const port = 39_000 + Math.floor(Math.random() * 1000);

interface Sample {
  startMs: number;
  rssMiB: number;
}

async function startOnce(env: Record<string, string>, idleMs: number): Promise<Sample> {
  const started = performance.now();
  const child = spawn(process.execPath, [serverFile], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', BOT_TOKEN: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('server exited');
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false);
      if (ok) break;
      await new Promise((r) => setTimeout(r, 5));
    }
    const startMs = performance.now() - started;
    await new Promise((r) => setTimeout(r, idleMs));
    return { startMs, rssMiB: rssOf(child) };
  } finally {
    await stop(child);
  }
}

function rssOf(child: ChildProcess): number {
  const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kib / 1024;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function measure(label: string, env: Record<string, string>): Promise<void> {
  await startOnce(env, 0); // first start migrates and seeds
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) samples.push(await startOnce(env, 3000));
  const start = median(samples.map((s) => s.startMs));
  const rss = median(samples.map((s) => s.rssMiB));
  console.log(
    `${label.padEnd(9)} start to first /api/health: median ${start.toFixed(0)} ms ` +
      `(runs: ${samples.map((s) => s.startMs.toFixed(0)).join(', ')}); idle RSS median ${rss.toFixed(0)} MiB`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-startup-'));
try {
  await measure('pglite', { DATA_DIR: dataDir, DATABASE_URL: '' });
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `shop_bench_startup_${Date.now()}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      await measure('postgres', { DATA_DIR: join(dataDir, 'pg'), DATABASE_URL: url.toString() });
    } finally {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  } else {
    console.log('postgres  skipped: set BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres');
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Peak memory of the server under hostile uploads (api/src/testing/hostile-uploads.ts): 27 files sent one after
 * another, then all at once, to the API in its own process; the peak resident set size is the kernel's
 * high-water mark (VmHWM). Every one must be refused with its 4xx and a Russian message, the server must stay up,
 * and a real photo must still go through afterwards. Target: peak under 200 MB.
 *   npm run bench -- upload-memory
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateDatabase, openDatabase } from '@shop/db';
import { createUser } from '@shop/db/testing';
import { build } from 'esbuild';
import { hashPassword } from '../src/services/passwords';
import { type HostileUpload, hostileUploads } from '../src/testing/hostile-uploads';
import { photo } from '../src/testing/test-images';
import { createBenchDatabase, describeMachine } from './load';

/** The highest VmHWM read, kept should the server die. */
let highestPeak = 0;
const memoryOf = (pid: number) => {
  let status = '';
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {}
  const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024;
  highestPeak = Math.max(highestPeak, field('VmHWM'));
  return { rss: field('VmRSS'), peak: field('VmHWM') };
};

const benchDir = dirname(fileURLToPath(import.meta.url));

/**
 * The API bundled as the shop ships it (api/build.mjs) and run by plain node: tsx alone would add tens of
 * megabytes to the resident set.
 */
async function serveBuiltApi(databaseUrl: string) {
  const outfile = join(benchDir, '../node_modules/.cache/bench/serve-api.mjs');
  await build({
    entryPoints: [join(benchDir, 'serve-api.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-node-modules',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const port = 41_000 + Math.floor(Math.random() * 4000);
  const child: ChildProcess = spawn(process.execPath, [outfile], {
    env: { ...process.env, BENCH_DB_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 50) {
    if (child.exitCode !== null) throw new Error('bench server exited');
    if (waited > 30_000) throw new Error('bench server did not start');
    if (
      await fetch(`${origin}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    origin,
    pid: child.pid ?? 0,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

console.log(
  `${describeMachine()}; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
const database = await createBenchDatabase('uploads');
try {
  const handle = await openDatabase({ url: database.url, dataDir: 'memory://', maxConnections: 2 });
  const password = 'bench-upload-password';
  try {
    await migrateDatabase(handle);
    await createUser(handle.db, {
      role: 'admin',
      email: 'uploads@bench.local',
      passwordHash: await hashPassword(password),
    });
  } finally {
    await handle.close();
  }
  const hostile = hostileUploads();
  const api = await serveBuiltApi(database.url);
  const { pid } = api;
  try {
    const signIn = await fetch(`${api.origin}/api/auth/login-unified`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'uploads@bench.local', password }),
    });
    const token = ((await signIn.json()) as { data: { token: string } }).data.token;
    const send = async (upload: HostileUpload) => {
      const init = await upload.init();
      const started = performance.now();
      const response = await fetch(`${api.origin}${upload.path}`, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
      }).catch((error: Error) => ({ status: 0, text: async () => error.message }));
      const text = await response.text();
      const message = /"message":"([^"]*)"/.exec(text)?.[1] ?? text.slice(0, 80);
      const fine = response.status === upload.status && /[а-яё]/i.test(message);
      return { upload, status: response.status, message, fine, ms: performance.now() - started };
    };

    const idle = memoryOf(pid);
    console.log(`server idle: RSS ${idle.rss.toFixed(0)} MB`);
    let failures = 0;
    for (const upload of hostile) {
      const result = await send(upload);
      if (!result.fine) failures++;
      console.log(
        `${result.fine ? 'ok  ' : 'FAIL'} ${result.status} (want ${upload.status}) ${result.ms.toFixed(0).padStart(5)} ms ` +
          `RSS ${memoryOf(pid).rss.toFixed(0)} MB  ${upload.label}: ${result.message}`,
      );
    }
    await new Promise((r) => setTimeout(r, 200));
    if (!api.alive()) throw new Error(`the server died; peak RSS before ${highestPeak.toFixed(0)} MB`);
    const afterSequence = memoryOf(pid);
    const together = await Promise.all(hostile.map(send));
    const wrongTogether = together.filter((result) => !result.fine);
    failures += wrongTogether.length;
    for (const result of wrongTogether)
      console.log(`FAIL at once: ${result.status} (want ${result.upload.status}) ${result.upload.label}`);
    if (!api.alive()) throw new Error(`the server died; peak RSS before ${highestPeak.toFixed(0)} MB`);
    const afterTogether = memoryOf(pid);

    const form = new FormData();
    form.append('file', new Blob([await photo(3000, 4000)], { type: 'image/jpeg' }), 'real.jpg');
    const real = await fetch(`${api.origin}/api/uploads/single`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    if (real.status !== 200) failures++;
    const afterReal = memoryOf(pid);
    console.log(
      `${hostile.length} hostile uploads: ${failures} not answered as expected; ` +
        `peak RSS ${afterSequence.peak.toFixed(0)} MB one after another, ${afterTogether.peak.toFixed(0)} MB after all at once ` +
        `(target < 200 MB); a 12-megapixel photo afterwards: ${real.status}, peak ${afterReal.peak.toFixed(0)} MB`,
    );
    if (failures > 0) process.exitCode = 1;
  } finally {
    await api.stop();
  }
} finally {
  await database.drop();
}

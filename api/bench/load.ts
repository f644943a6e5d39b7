/**
 * Shared benchmark plumbing: a throwaway database on the Postgres server, the API served by a child process
 * (so that the load generator in this process and the server each get an event loop), and autocannon runs that
 * report throughput and latency percentiles computed from every response.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import postgres from 'postgres';
import { startNodeFlags } from './start-command';

const benchDir = dirname(fileURLToPath(import.meta.url));

function serverUrl(): string {
  return (
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres'
  );
}

export interface BenchDatabase {
  url: string;
  drop(): Promise<void>;
}

export async function createBenchDatabase(label: string): Promise<BenchDatabase> {
  const name = `shop_bench_${label}_${Date.now()}`;
  const admin = postgres(serverUrl(), { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export interface ServedApi {
  origin: string;
  /** The server process and the Postgres backends serving its database, for CPU accounting. */
  pids(): Promise<number[]>;
  stop(): Promise<void>;
}

export async function serveApi(databaseUrl: string, env: Record<string, string> = {}): Promise<ServedApi> {
  // The server's Node runs with the flags `npm start` gives it on Postgres, after them those of BENCH_NODE_FLAGS
  // (e.g. --cpu-prof). It listens on BENCH_PORT, else on a port the system picks, and says which: a random port
  // chosen here now and then met a local port of the benchmark's own connections, and the server could not start.
  const nodeFlags = [
    ...startNodeFlags(databaseUrl),
    ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
  ];
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeFlags, '--import', 'tsx', join(benchDir, 'serve-api.ts')],
    {
      env: { ...process.env, ...env, BENCH_DB_URL: databaseUrl, PORT: process.env.BENCH_PORT ?? '0' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    const late = setTimeout(() => reject(new Error('bench server did not start')), 30_000);
    child.once('message', (message) => {
      clearTimeout(late);
      resolve((message as { listening: number }).listening);
    });
    child.once('exit', () => {
      clearTimeout(late);
      reject(new Error('bench server exited'));
    });
  });
  const origin = `http://127.0.0.1:${port}`;
  const databaseName = new URL(databaseUrl).pathname.slice(1);
  const monitor = postgres(serverUrl(), { max: 1, onnotice: () => {} });
  for (let waited = 0; ; waited += 50) {
    if (child.exitCode !== null) throw new Error('bench server exited');
    if (waited > 30_000) throw new Error('bench server did not start');
    const up = await fetch(`${origin}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    origin,
    async pids() {
      const backends = await monitor<
        { pid: number }[]
      >`select pid from pg_stat_activity where datname = ${databaseName}`;
      return [child.pid ?? 0, ...backends.map((row) => row.pid)].filter(Boolean);
    },
    async stop() {
      await monitor.end();
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

export interface LoadResult {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  /** CPU time of the server process and its Postgres backends per request, when measured. */
  cpuMsPerRequest?: number;
}

/** User plus system CPU time of a process in ms (Linux /proc; 100 ticks a second). */
function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) || 0) + (Number(fields[12]) || 0)) * 10;
  } catch {
    return 0;
  }
}

/** Each process's CPU time now (ms), to count what they spend from here (`cpuSince`). */
export const cpuReadings = (pids: readonly number[]): ReadonlyMap<number, number> =>
  new Map(pids.map((pid) => [pid, cpuMsOf(pid)]));

/**
 * What a process spent since the readings: from its own reading, or all of its CPU for a process that began since
 * (a new backend). A process that ended meanwhile is missed, never subtracted.
 */
export const cpuSince = (readings: ReadonlyMap<number, number>, pid: number): number =>
  cpuMsOf(pid) - (readings.get(pid) ?? 0);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

/**
 * An open-loop generator at an even pace: request n is due at n/rate seconds and its latency counts from then,
 * so a slow answer cannot hide the requests that would have queued behind it. (autocannon's own rate limit sends
 * each second's budget in a burst at the start of the second, which measures queueing, not a steady load.)
 */
async function steadyLatencies(origin: string, path: () => string, rate: number, seconds: number) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const url = new URL(origin);
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const pending = new Set<Promise<void>>();
  const started = performance.now();
  const total = Math.round(rate * seconds);
  let sent = 0;
  const send = (due: number) => {
    const done = new Promise<void>((resolve) => {
      const req = request(
        { host: url.hostname, port: url.port, path: path(), agent, method: 'GET' },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            latencies.push(performance.now() - due);
            if ((response.statusCode ?? 0) >= 300) non2xx++;
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors++;
        resolve();
      });
      req.end();
    });
    pending.add(done);
    void done.then(() => pending.delete(done));
  };
  while (sent < total) {
    const now = performance.now();
    while (sent < total && started + (sent * 1000) / rate <= now) {
      send(started + (sent * 1000) / rate);
      sent++;
    }
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  await Promise.all(pending);
  agent.destroy();
  return { latencies, non2xx, errors, duration: (performance.now() - started) / 1000 };
}

/** One run: at a steady `rate` (open loop), or with autocannon at saturation when no rate is given. */
export async function runLoad(options: {
  label: string;
  origin: string;
  path: () => string;
  seconds: number;
  connections: number;
  rate?: number;
  api?: ServedApi;
}): Promise<LoadResult> {
  const startPids = options.api ? await options.api.pids() : [];
  const cpuAtStart = cpuReadings(startPids);
  const serverPid = startPids[0];
  let latencies: number[] = [];
  let result: { non2xx: number; errors: number; duration: number };
  if (options.rate) {
    const steady = await steadyLatencies(options.origin, options.path, options.rate, options.seconds);
    latencies = steady.latencies;
    result = steady;
  } else {
    const instance = autocannon({
      url: options.origin,
      connections: options.connections,
      duration: options.seconds,
      requests: [{ setupRequest: (request) => ({ ...request, path: options.path() }) }],
    });
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
    const outcome = await instance;
    result = {
      non2xx: outcome.non2xx,
      errors: outcome.errors + outcome.timeouts,
      duration: outcome.duration,
    };
  }
  // Let the last requests finish before the caller stops the server.
  await new Promise((resolve) => setTimeout(resolve, 500));
  let cpuMsPerRequest: number | undefined;
  let serverCpuMsPerRequest = 0;
  if (options.api) {
    const endPids = await options.api.pids();
    const used = endPids.reduce((sum, pid) => sum + cpuSince(cpuAtStart, pid), 0);
    cpuMsPerRequest = used / Math.max(latencies.length, 1);
    serverCpuMsPerRequest = serverPid ? cpuSince(cpuAtStart, serverPid) / Math.max(latencies.length, 1) : 0;
  }
  latencies.sort((a, b) => a - b);
  const outcome: LoadResult = {
    ...(cpuMsPerRequest === undefined ? {} : { cpuMsPerRequest }),
    label: options.label,
    requestsPerSecond: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? 0,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  console.log(
    `${outcome.label.padEnd(44)} ${outcome.requestsPerSecond.toFixed(0).padStart(6)} req/s  ` +
      `p50 ${outcome.p50.toFixed(1)} ms  p95 ${outcome.p95.toFixed(1)} ms  p99 ${outcome.p99.toFixed(1)} ms  ` +
      `max ${outcome.max.toFixed(0)} ms  non-2xx ${outcome.non2xx}  errors ${outcome.errors}` +
      (cpuMsPerRequest === undefined
        ? ''
        : `  CPU/req ${cpuMsPerRequest.toFixed(2)} ms (node ${serverCpuMsPerRequest.toFixed(2)})`),
  );
  return outcome;
}

export function describeMachine(): string {
  const cpu = cpus();
  return `${cpu.length} x ${cpu[0]?.model ?? 'cpu'}, Node ${process.version}`;
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

export interface HttpAnswer {
  status: number;
  body: string;
}

/**
 * A cheap HTTP client for the loads: node:http on kept-alive sockets. fetch (undici) costs the load generator
 * several times more CPU per request, and the generator shares the machine's cores with the server it measures.
 */
export function httpClient(origin: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const { hostname, port } = new URL(origin);
  return {
    send(method: string, path: string, headers: Record<string, string>, body?: string): Promise<HttpAnswer> {
      return new Promise((resolve, reject) => {
        const req = request(
          {
            host: hostname,
            port,
            path,
            method,
            agent,
            headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
            );
            response.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}

/** The whole machine's busy CPU time (ms) since boot: all but idle and iowait, from /proc/stat (Linux). */
function machineBusyMs(): number {
  const fields =
    readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0] = fields;
  return ((user + nice + system + irq + softirq) * 1000) / 100;
}

/**
 * CPU milliseconds the whole machine spends from now until the answered function is called: with the server, its
 * backends and the load generator, also the database's own workers (the WAL writer), the kernel's threads and
 * the flushes to disk, which the processes' own CPU times leave out. Meaningful on a machine running nothing else.
 */
export function machineCpu(): () => number {
  const start = machineBusyMs();
  return () => machineBusyMs() - start;
}

/** CPU milliseconds this process (the load generator) spends from now until the answered function is called. */
export function ownCpu(): () => number {
  const start = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
}

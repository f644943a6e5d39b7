/**
 * A Postgres server of a test's own (initdb in a temporary folder, on a free port), to stop, start, freeze and
 * thaw it as an outage would; never the machine's shared server. initdb refuses to run as root, so it runs as the
 * `postgres` user when the tests run as root.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

/** Why an outage test cannot run here, or undefined when it can. */
export function postgresClusterMissing(): string | undefined {
  if (!existsSync(join(BIN, 'initdb'))) return `no initdb at ${BIN} (set POSTGRES_BIN to its folder)`;
  return undefined;
}

export interface PostgresCluster {
  url: string;
  start(): void;
  /** Stops at once, as a crash would (`pg_ctl stop -m immediate`): new connections are refused. */
  stop(): void;
  /** SIGSTOP to the postmaster and every backend: connections stay open and nothing answers. */
  freeze(): void;
  thaw(): void;
  destroy(): void;
}

const asPostgres = (command: string, args: string[]) => {
  const root = userInfo().uid === 0;
  return execFileSync(root ? 'runuser' : command, root ? ['-u', 'postgres', '--', command, ...args] : args, {
    stdio: 'pipe',
    encoding: 'utf8',
  });
};

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'shop-pg-'));
  if (userInfo().uid === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  asPostgres(join(BIN, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (...args: string[]) => asPostgres(join(BIN, 'pg_ctl'), ['-D', data, ...args]);
  const postmasterPid = () => Number(readFileSync(join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const pids = () => {
    const parent = postmasterPid();
    const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(parent)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => Number(line.trim()))
      .filter((pid) => pid > 0);
    return [parent, ...children];
  };
  let frozen: number[] = [];
  const cluster: PostgresCluster = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: () => {
      pgCtl('-o', options, '-l', join(dir, 'log'), '-w', 'start');
    },
    stop: () => {
      pgCtl('-m', 'immediate', '-w', 'stop');
    },
    freeze: () => {
      frozen = pids();
      for (const pid of frozen) process.kill(pid, 'SIGSTOP');
    },
    thaw: () => {
      for (const pid of frozen.reverse()) process.kill(pid, 'SIGCONT');
      frozen = [];
    },
    destroy: () => {
      if (frozen.length > 0) cluster.thaw();
      try {
        cluster.stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  cluster.start();
  return cluster;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

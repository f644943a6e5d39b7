import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Starts the built shop (api/dist/server.js) as a child process, the way `npm start` does. */

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

export interface ShopServer {
  baseUrl: string;
  process: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
  stop(): Promise<void>;
}

export async function startShopServer(env: Record<string, string>): Promise<ShopServer> {
  const port = await freePort();
  const chunks: string[] = [];
  const child = spawn(process.execPath, [join(repoRoot, 'api/dist/server.js')], {
    cwd: repoRoot,
    // Guest order bounds off: the browser and server suites place hundreds of orders from one phone number.
    env: {
      ...process.env,
      DATABASE_URL: '',
      BOT_TOKEN: '',
      GUEST_ORDER_LIMITS: 'off',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => chunks.push(String(chunk)));
  child.stderr?.on('data', (chunk) => chunks.push(String(chunk)));
  const server: ShopServer = {
    baseUrl: `http://127.0.0.1:${port}`,
    process: child,
    output: () => chunks.join(''),
    stop: () =>
      child.exitCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGTERM');
          }),
  };
  await waitForHealth(server);
  return server;
}

async function waitForHealth(server: ShopServer): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.process.exitCode !== null) throw new Error(`the shop exited at start:\n${server.output()}`);
    const ok = await fetch(`${server.baseUrl}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.process.kill('SIGKILL');
  throw new Error(`the shop did not answer /api/health within 90 s:\n${server.output()}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Starts the built shop once for the whole run: a free port, a fresh embedded database in a temporary DATA_DIR
 * (so the demo seed runs), known staff credentials. Tests read the address from SHOP_BASE_URL.
 */
export const staff = {
  admin: { email: 'admin@e2e.test', password: 'admin-e2e-password' },
  manager: { email: 'manager@e2e.test', password: 'manager-e2e-password' },
};

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

export default async function globalSetup() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const output: string[] = [];
  const server: ChildProcess = spawn(process.execPath, [join(repoRoot, 'api/dist/server.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      BOT_TOKEN: '',
      ADMIN_EMAIL: staff.admin.email,
      ADMIN_PASSWORD: staff.admin.password,
      MANAGER_EMAIL: staff.manager.email,
      MANAGER_PASSWORD: staff.manager.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk) => output.push(String(chunk)));
  server.stderr?.on('data', (chunk) => output.push(String(chunk)));

  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, output);
  process.env.SHOP_BASE_URL = baseUrl;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the shop exited at start:\n${output.join('')}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill('SIGKILL');
  throw new Error(`the shop did not answer /api/health within 90 s:\n${output.join('')}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

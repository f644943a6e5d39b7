import { rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { seededDataDir } from '../../support/seeded-data-dir';
import { type ShopServer, startShopServer } from '../../support/shop-server';

/** Sends SIGTERM and resolves with the exit code and how long the process took to exit. */
function terminate(shop: ShopServer): Promise<{ code: number | null; ms: number }> {
  const sent = Date.now();
  return new Promise((resolve) => {
    shop.process.once('exit', (code) => resolve({ code, ms: Date.now() - sent }));
    shop.process.kill('SIGTERM');
  });
}

/** A Bot API address that takes connections and never answers, like a Telegram cut off by a firewall. */
async function silentBotApi(): Promise<{ apiRoot: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    apiRoot: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

test.describe('stopping the shop', () => {
  // Each test starts the shop on a fresh embedded database, which takes a while on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  let dataDir: string;
  test.beforeEach(() => {
    dataDir = seededDataDir('shop-shutdown-');
  });
  test.afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('SIGTERM while the Bot API never answers: exits promptly with 0 after closing the database', async () => {
    const telegram = await silentBotApi();
    try {
      const shop = await startShopServer({
        DATA_DIR: dataDir,
        BOT_TOKEN: '123456789:test-token-for-a-silent-bot-api',
        TELEGRAM_API_ROOT: telegram.apiRoot,
      });
      // The shop answers while the bot still waits for Telegram.
      expect((await fetch(`${shop.baseUrl}/api/health`)).status).toBe(200);
      expect(shop.output()).toContain('bot: connecting to Telegram');
      expect(shop.output()).not.toContain('polling for updates');

      const exit = await terminate(shop);
      expect(exit.code).toBe(0);
      expect(exit.ms).toBeLessThan(5_000);
      const output = shop.output();
      expect(output).toContain('SIGTERM received, shutting down');
      expect(output).toContain('database closed');
      expect(output.indexOf('bot stopped')).toBeLessThan(output.indexOf('database closed'));
    } finally {
      await telegram.close();
    }
  });

  test('SIGTERM lets a request in hand finish, then exits with 0', async () => {
    const shop = await startShopServer({ DATA_DIR: dataDir });
    // A keep-alive connection left idle by an earlier request must not hold the shutdown.
    expect((await fetch(`${shop.baseUrl}/api/health`)).status).toBe(200);

    // A sign-in whose body is still arriving when the signal comes: the server already has the request in hand.
    const body = JSON.stringify({ identifier: 'nobody@shop.local', password: 'not-the-password' });
    const socket = connect(Number(new URL(shop.baseUrl).port), '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    const answered = new Promise<string>((resolve) =>
      socket.on('close', () => resolve(Buffer.concat(chunks).toString())),
    );
    socket.write(
      [
        'POST /api/auth/login-unified HTTP/1.1',
        'Host: 127.0.0.1',
        'Content-Type: application/json',
        `Content-Length: ${Buffer.byteLength(body)}`,
        'Connection: close',
        '',
        body.slice(0, 10),
      ].join('\r\n'),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exit = terminate(shop);
    await expect.poll(() => shop.output()).toContain('SIGTERM received, shutting down');
    // write, not end: a client that half-closes its side is one Node stops answering.
    socket.write(body.slice(10));

    expect(await answered).toMatch(/^HTTP\/1\.1 401 /);
    expect((await exit).code).toBe(0);
    const output = shop.output();
    expect(output).toContain('stopped taking requests');
    expect(output).toContain('database closed');
  });
});

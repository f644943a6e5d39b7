/**
 * The embedded database's first creation runs in a process of its own (whose memory is given back when it exits),
 * and a creation cut short is begun again rather than opened half-made.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrationStatus, openDatabase } from '@shop/db';
import { isDatabaseSeeded } from '@shop/db/seed';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type CreatorCommand,
  createEmbeddedDatabaseOnce,
  creatingFolder,
  embeddedDatabaseExists,
} from './embedded-database';
import { createLogger } from './lib/logger';

// The source entry under tsx, as the built server runs dist/create-embedded-database.js.
const creator: CreatorCommand = {
  args: ['--import', 'tsx', fileURLToPath(new URL('./create-embedded-database.ts', import.meta.url))],
};
const log = createLogger('error');
/** A creation takes 10-20 s on an idle machine, minutes on a loaded one. */
const CREATION_TIMEOUT_MS = 600_000;
const dataDirs: string[] = [];

function newDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-embedded-'));
  dataDirs.push(dir);
  return dir;
}

/** What a server opening DATA_DIR would find: every migration applied and the demo shop in place. */
async function openedShop(dataDir: string) {
  const database = await openDatabase({ dataDir });
  try {
    return { status: await migrationStatus(database), seeded: await isDatabaseSeeded(database.db) };
  } finally {
    await database.close();
  }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));

afterEach(() => {
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database at the first start', () => {
  it(
    'is created, migrated and seeded by another process, once, beginning again after a creation cut short',
    async () => {
      const dataDir = newDataDir();
      expect(embeddedDatabaseExists(dataDir)).toBe(false);

      const staging = creatingFolder(dataDir);
      const cutShort = spawn(process.execPath, [...creator.args, staging], {
        env: { ...process.env, DATA_DIR: dataDir },
        stdio: 'ignore',
      });
      // Killed once the cluster exists and before the migrations and the seed are done.
      while (!existsSync(join(staging, 'pglite', 'PG_VERSION'))) {
        expect(cutShort.exitCode).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      cutShort.kill('SIGKILL');
      await exited(cutShort);
      expect(embeddedDatabaseExists(dataDir)).toBe(false);

      const creatorPid = await createEmbeddedDatabaseOnce(dataDir, log, creator);
      expect(creatorPid).toEqual(expect.any(Number));
      expect(creatorPid).not.toBe(process.pid);
      expect(() => process.kill(creatorPid as number, 0)).toThrow(); // it has exited
      expect(existsSync(creatingFolder(dataDir))).toBe(false);

      const shop = await openedShop(dataDir);
      expect(shop.status.upToDate).toBe(true);
      expect(shop.seeded).toBe(true);
      expect(await createEmbeddedDatabaseOnce(dataDir, log, creator)).toBeUndefined();
    },
    CREATION_TIMEOUT_MS,
  );
});

import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot } from './shop-server';

/**
 * The demo shop seeded once per run: creating and seeding an embedded database costs a shop's start about 15 s
 * of CPU, and the suite starts more than a dozen shops that only need one as it is after its first start. The
 * run's setup seeds one DATA_DIR with `npm run migrate`'s script (the same migrations and seed a start runs) and
 * each such shop starts on a copy of its database and uploads, with a JWT secret of its own. The first start
 * itself (seeding, then a restart that does not seed again) is tested on an empty DATA_DIR in lifecycle.spec.ts.
 */
const SEEDED_DATA_DIR = 'SHOP_E2E_SEEDED_DATA_DIR';

/** Seeds the run's demo shop into `dataDir` with these staff accounts and names it for the test processes. */
export async function seedRunDataDir(dataDir: string, accounts: Record<string, string>): Promise<void> {
  await promisify(execFile)(process.execPath, [join(repoRoot, 'api/dist/migrate.js')], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'warn', ...accounts, DATA_DIR: dataDir },
  });
  process.env[SEEDED_DATA_DIR] = dataDir;
}

/** A new DATA_DIR (in the system temp folder, named with `prefix`) holding a copy of the run's seeded shop. */
export function seededDataDir(prefix: string): string {
  const seeded = process.env[SEEDED_DATA_DIR];
  if (!seeded) throw new Error(`${SEEDED_DATA_DIR} is not set: run the tests through playwright.config.ts`);
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  for (const part of ['pglite', 'uploads'])
    cpSync(join(seeded, part), join(dataDir, part), { recursive: true });
  return dataDir;
}

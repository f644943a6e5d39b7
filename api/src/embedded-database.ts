/**
 * The embedded database's creation in a child process. PGlite's WebAssembly memory only grows: creating the cluster,
 * running every migration and seeding the demo shop leaves a process at about 700 MiB for the rest of its life, while
 * the same server opening a ready database stays near its idle size. So the first start creates the database in a
 * process of its own, whose memory goes back to the system when it exits, and then opens what it made.
 *
 * The child builds the database under DATA_DIR/pglite-creating and moves it to DATA_DIR/pglite only when it is done:
 * a creation cut short (a crash, a kill, a full disk) leaves no DATA_DIR/pglite, and the next start begins again.
 */
import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMBEDDED_DATABASE_FOLDER } from '@shop/db';
import type { Logger } from './lib/logger';

/** Where the child builds the database (a DATA_DIR of its own), moved into place when complete. */
export const creatingFolder = (dataDir: string) => join(dataDir, `${EMBEDDED_DATABASE_FOLDER}-creating`);

/** How the child is run: node with these arguments, the staging DATA_DIR appended. */
export interface CreatorCommand {
  args: string[];
}

/** The creation entry beside this module: dist/create-embedded-database.js in the bundle, the .ts source under tsx. */
function defaultCreator(): CreatorCommand {
  const here = fileURLToPath(import.meta.url);
  const entry = join(dirname(here), `create-embedded-database${extname(here)}`);
  // The same flags as this process (--import tsx in development), but never --watch: the child must exit.
  return { args: [...process.execArgv.filter((flag) => !flag.startsWith('--watch')), entry] };
}

/** Whether DATA_DIR holds a created embedded database (PostgreSQL writes PG_VERSION at the cluster's creation). */
export function embeddedDatabaseExists(dataDir: string): boolean {
  return existsSync(join(dataDir, EMBEDDED_DATABASE_FOLDER, 'PG_VERSION'));
}

/**
 * Creates, migrates and seeds the embedded database under `dataDir` in a child process, unless it exists already;
 * answers the child's process id, or undefined when there was nothing to create. The child's output goes to this
 * process's (the staff accounts are shown there).
 */
export async function createEmbeddedDatabaseOnce(
  dataDir: string,
  log: Logger,
  creator: CreatorCommand = defaultCreator(),
): Promise<number | undefined> {
  if (embeddedDatabaseExists(dataDir)) return undefined;
  const staging = creatingFolder(dataDir);
  rmSync(staging, { recursive: true, force: true });
  log.info('creating the embedded database');
  const child = spawn(process.execPath, [...creator.args, staging], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: 'inherit',
  });
  // A shutdown during the creation (process.exit) takes the child with it; its staging folder is redone next time.
  const stopChild = () => child.kill('SIGKILL');
  process.once('exit', stopChild);
  try {
    const code = await new Promise<number | null>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (exitCode, signal) => resolve(signal ? null : exitCode));
    });
    if (code !== 0)
      throw new Error(`creating the embedded database failed (${staging} is redone at the next start)`);
  } finally {
    process.off('exit', stopChild);
  }
  rmSync(join(dataDir, EMBEDDED_DATABASE_FOLDER), { recursive: true, force: true });
  renameSync(join(staging, EMBEDDED_DATABASE_FOLDER), join(dataDir, EMBEDDED_DATABASE_FOLDER));
  rmSync(staging, { recursive: true, force: true });
  return child.pid;
}

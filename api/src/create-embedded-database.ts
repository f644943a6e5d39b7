/**
 * `node create-embedded-database.js <staging DATA_DIR>`: creates the embedded database under the given folder,
 * migrates it and seeds the demo shop as configured (uploads and secrets stay in the real DATA_DIR), and exits.
 * Run by the server's first start (embedded-database.ts), so that the memory this takes is given back.
 */
import { openDatabase } from '@shop/db';
import { loadConfig } from './config';
import { prepareDatabase } from './database-setup';
import { createLogger } from './lib/logger';

async function create(staging: string | undefined): Promise<void> {
  if (!staging) throw new Error('usage: create-embedded-database <staging folder>');
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase({ dataDir: staging });
  try {
    await prepareDatabase(database, config, log);
  } finally {
    await database.close();
  }
}

create(process.argv[2]).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(
      `Creating the embedded database failed: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
    process.exit(1);
  },
);

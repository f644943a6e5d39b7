import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';

/** A throwaway database on the local Postgres server, made and dropped with psql (no driver in the e2e tests). */

const run = promisify(execFile);

const postgresServerUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface ThrowawayDatabase {
  url: string;
  drop(): Promise<void>;
}

const psql = (sql: string) => run('psql', [postgresServerUrl, '-v', 'ON_ERROR_STOP=1', '-qc', sql]);

/** Why no Postgres can be used here, or undefined when the server answers. */
export async function postgresUnavailable(): Promise<string | undefined> {
  try {
    await psql('select 1');
    return undefined;
  } catch (error) {
    return `no Postgres answers at ${postgresServerUrl} through psql: ${(error as Error).message.split('\n')[0]}`;
  }
}

export async function createThrowawayDatabase(label: string): Promise<ThrowawayDatabase> {
  const name = `shop_e2e_${label}_${randomBytes(4).toString('hex')}`;
  await psql(`create database ${name}`);
  const url = new URL(postgresServerUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => psql(`drop database if exists ${name} with (force)`).then(() => {}),
  };
}

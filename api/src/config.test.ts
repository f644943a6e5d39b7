import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('DB_POOL_SIZE', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-config-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const load = (value?: string) =>
    loadConfig({ DATA_DIR: dataDir, ...(value === undefined ? {} : { DB_POOL_SIZE: value }) });

  it('defaults to 10 and takes a size of 3 or more', () => {
    expect(load().dbPoolSize).toBe(10);
    expect(load('3').dbPoolSize).toBe(3);
  });

  it('stops the start when the connections held by the bot and the outbox would leave none for requests', () => {
    for (const value of ['1', '2', '0', 'many']) {
      expect(() => load(value), value).toThrow(ConfigError);
    }
    expect(() => load('2')).toThrow(/DB_POOL_SIZE: DB_POOL_SIZE must be at least 3/);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, TELEGRAM_WEB_ORIGINS } from './config';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The config with `name` set to `value` (left out when undefined) and nothing else but DATA_DIR. */
const loadWith = (name: string, value?: string) =>
  loadConfig({ DATA_DIR: dataDir, ...(value === undefined ? {} : { [name]: value }) });

describe('DB_POOL_SIZE', () => {
  const load = (value?: string) => loadWith('DB_POOL_SIZE', value);

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

describe('STOREFRONT_FRAME_ORIGINS', () => {
  const load = (value?: string) => loadWith('STOREFRONT_FRAME_ORIGINS', value);

  it('defaults to Telegram’s web clients', () => {
    expect(load().storefrontFrameOrigins).toEqual(TELEGRAM_WEB_ORIGINS);
    expect(load('').storefrontFrameOrigins).toEqual(TELEGRAM_WEB_ORIGINS);
  });

  it('reads comma-separated origins', () => {
    expect(load(' https://web.telegram.org, http://localhost:8080 ').storefrontFrameOrigins).toEqual([
      'https://web.telegram.org',
      'http://localhost:8080',
    ]);
  });

  it('stops the start with a clear message for anything that is not an origin', () => {
    for (const value of [
      'https://web.telegram.org/k/',
      'web.telegram.org',
      "https://web.telegram.org; script-src 'unsafe-inline'",
      'ftp://files.example',
      '*',
    ]) {
      expect(() => load(value), value).toThrow(ConfigError);
      expect(() => load(value), value).toThrow(/STOREFRONT_FRAME_ORIGINS: .* is not an origin/);
    }
  });
});

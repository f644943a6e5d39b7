import { saveSettingsValue } from '@shop/db';
import { testDatabaseKinds } from '@shop/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';

describe.each(testDatabaseKinds())('the shop’s icons on %s', (kind) => {
  let t: TestApp;
  const icon = (size: string) => t.app.request(`/api/shop-icon/${size}`);

  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('sends the browser to the built-in icons while the shop has neither icon nor logo', async () => {
    await saveSettingsValue(t.deps.database.db, 'store', { logo: { url: '', faviconUrl: '' } }, null);
    expect((await icon('32')).headers.get('location')).toBe('/favicon.svg');
    expect((await icon('180')).headers.get('location')).toBe('/apple-touch-icon.png');
  });

  it('prefers the icon staff chose to the logo, handing on an address it does not scale', async () => {
    await saveSettingsValue(
      t.deps.database.db,
      'store',
      { logo: { url: 'https://cdn.example/logo.png', faviconUrl: 'https://cdn.example/icon.png' } },
      null,
    );
    const answer = await icon('32');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('https://cdn.example/icon.png');
  });

  it('knows only the two sizes of SPEC 7', async () => {
    expect((await icon('64')).status).toBe(400);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appModeStore, readCloudItem, writeCloudItem } from '../../telegram';
import { cloudAnswers, insideTelegramWithCloud, mockTelegram, startTelegram } from '../../telegram/testing';
import { loadSizeProfile, saveSizeProfile } from './size-profile-storage';

/** The API of a signed-in buyer: her sizes on the server, and every call recorded. */
function serverWith(sizes: { clothing: string | null; footwear: string | null }) {
  const calls: { method: string; body: unknown }[] = [];
  let stored = sizes;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    expect(new URL(request.url).pathname).toBe('/api/auth/me/sizes');
    const body = request.method === 'PUT' ? await request.json() : undefined;
    calls.push({ method: request.method, body });
    if (body) stored = body;
    return Response.json({ success: true, data: { sizes: stored } });
  });
  return calls;
}

const onDevice = (sizes: object) => localStorage.setItem('my-sizes', JSON.stringify(sizes));

afterEach(() => {
  appModeStore.isMiniApp = false;
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
});

describe('«Мои размеры» of a guest on the web', () => {
  it('are kept on the device, and nothing asks the server', async () => {
    const calls = serverWith({ clothing: null, footwear: null });
    expect(await loadSizeProfile(false)).toEqual({ clothing: null, footwear: null });
    await saveSizeProfile(false, { clothing: 'M', footwear: '38' });
    expect(JSON.parse(localStorage.getItem('my-sizes') ?? '')).toEqual({ clothing: 'M', footwear: '38' });
    expect(await loadSizeProfile(false)).toEqual({ clothing: 'M', footwear: '38' });
    expect(calls).toEqual([]);
  });
});

describe('«Мои размеры» of a signed-in buyer on the web', () => {
  it('are the server’s, and a profile kept on the device joins them at sign-in: hers of each kind wins unless empty', async () => {
    const calls = serverWith({ clothing: 'L', footwear: null });
    onDevice({ clothing: 'M', footwear: '38' });
    expect(await loadSizeProfile(true)).toEqual({ clothing: 'L', footwear: '38' });
    expect(calls).toEqual([
      { method: 'GET', body: undefined },
      { method: 'PUT', body: { clothing: 'L', footwear: '38' } },
    ]);
    expect(localStorage.getItem('my-sizes')).toBeNull();
  });

  it('writes nothing back when the device adds nothing, and saves on the server', async () => {
    const calls = serverWith({ clothing: 'S', footwear: '37' });
    onDevice({ clothing: 'M', footwear: null });
    expect(await loadSizeProfile(true)).toEqual({ clothing: 'S', footwear: '37' });
    await saveSizeProfile(true, { clothing: 'XS', footwear: null });
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PUT']);
    expect(calls[1]?.body).toEqual({ clothing: 'XS', footwear: null });
  });
});

describe('«Мои размеры» inside Telegram 8.0', () => {
  let cloud: Record<string, string>;
  beforeEach(() => {
    cloud = {};
    insideTelegramWithCloud(cloud);
  });

  it('live in CloudStorage, for every device of her account, and never on the server', async () => {
    const calls = serverWith({ clothing: 'L', footwear: null });
    onDevice({ clothing: 'M', footwear: null });
    expect(await loadSizeProfile(true)).toEqual({ clothing: 'M', footwear: null });
    expect(JSON.parse(cloud.my_sizes ?? '')).toEqual({ clothing: 'M', footwear: null });
    expect(localStorage.getItem('my-sizes')).toBeNull();

    await saveSizeProfile(true, { clothing: 'M', footwear: '38' });
    expect(JSON.parse(cloud.my_sizes ?? '')).toEqual({ clothing: 'M', footwear: '38' });
    expect(calls).toEqual([]);
  });

  it('refuses before sending what Telegram would refuse: a bad key, a value over 4096 characters', async () => {
    await expect(writeCloudItem('my sizes', '{}')).rejects.toThrow(RangeError);
    await expect(writeCloudItem('k'.repeat(129), '{}')).rejects.toThrow(RangeError);
    await expect(writeCloudItem('my_sizes', 'x'.repeat(4097))).rejects.toThrow(RangeError);
    await expect(readCloudItem('')).rejects.toThrow(RangeError);
    expect(await writeCloudItem('my_sizes', 'x'.repeat(4096))).toBe(true);
  });
});

describe('«Мои размеры» inside Telegram 6.2, before CloudStorage', () => {
  it('are the server’s for the buyer Telegram signed in', async () => {
    const cloud: Record<string, string> = {};
    const telegram = mockTelegram({ version: '6.2', answer: cloudAnswers(cloud) });
    appModeStore.isMiniApp = true;
    startTelegram();
    const calls = serverWith({ clothing: 'M', footwear: '38' });
    expect(await loadSizeProfile(true)).toEqual({ clothing: 'M', footwear: '38' });
    expect(calls.map((call) => call.method)).toEqual(['GET']);
    expect(telegram.methods()).not.toContain('web_app_invoke_custom_method');
  });
});

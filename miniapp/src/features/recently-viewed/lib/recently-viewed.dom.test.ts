import { afterEach, describe, expect, it, vi } from 'vitest';
import { appModeStore } from '../../telegram';
import { insideTelegramWithCloud } from '../../telegram/testing';
import { viewProduct } from './recently-viewed';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 29, 8, minute)).toISOString();
const seconds = (minute: number) => Date.parse(at(minute)) / 1000;
const ids = (entries: { productId: string | number }[]) => entries.map((entry) => String(entry.productId));

/** A signed-in buyer's recently viewed products on the server, and every call recorded. */
function serverWith(items: { productId: number; addedAt: string }[]) {
  const calls: { method: string; body: { items: { productId: number }[] } | undefined }[] = [];
  let stored = items;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    expect(new URL(request.url).pathname).toBe('/api/auth/me/viewed');
    const body = request.method === 'PUT' ? await request.json() : undefined;
    calls.push({ method: request.method, body });
    if (body) stored = body.items;
    return Response.json({ success: true, data: { items: stored } });
  });
  return calls;
}

afterEach(() => {
  appModeStore.isMiniApp = false;
  delete (window as { TelegramWebviewProxy?: unknown }).TelegramWebviewProxy;
});

describe('recently viewed products', () => {
  it('of a guest on the web stay on the device, the last 20, and nothing asks the server', async () => {
    const calls = serverWith([]);
    for (let id = 1; id <= 21; id++) await viewProduct(false, String(id));
    expect(ids(await viewProduct(false, '5'))).toEqual([
      '21',
      '20',
      '19',
      '18',
      '17',
      '16',
      '15',
      '14',
      '13',
      '12',
      '11',
      '10',
      '9',
      '8',
      '7',
      '6',
      '4',
      '3',
      '2',
    ]);
    const kept = JSON.parse(localStorage.getItem('recently-viewed') ?? '[]');
    expect(kept).toHaveLength(20);
    expect(kept[0].productId).toBe('5');
    expect(calls).toEqual([]);
  });

  it("of a signed-in buyer are the server's, the device's joining them at sign-in", async () => {
    const calls = serverWith([{ productId: 2, addedAt: at(2) }]);
    localStorage.setItem('recently-viewed', JSON.stringify([{ productId: '3', addedAt: at(3) }]));
    expect(ids(await viewProduct(true, '1'))).toEqual(['3', '2']);
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PUT', 'PUT']);
    expect(ids(calls[1]?.body?.items ?? [])).toEqual(['3', '2']);
    expect(ids(calls[2]?.body?.items ?? [])).toEqual(['1', '3', '2']);
    expect(localStorage.getItem('recently-viewed')).toBeNull();
  });

  it('inside Telegram live in CloudStorage under viewed_0, never on the server', async () => {
    const cloud: Record<string, string> = { viewed_0: `2:${seconds(2)}` };
    insideTelegramWithCloud(cloud);
    const calls = serverWith([]);
    expect(ids(await viewProduct(true, '1'))).toEqual(['2']);
    expect(cloud.viewed_0?.split(',').map((entry) => entry.split(':')[0])).toEqual(['1', '2']);
    expect(calls).toEqual([]);
  });
});

/**
 * A fake Telegram client for the mini-app specs. It takes the place the iOS, Android and desktop apps take:
 * `window.TelegramWebviewProxy.postEvent` receives what the storefront sends (the SDK picks this transport
 * whenever the proxy exists), and events reach the page through `window.Telegram.WebView.receiveEvent`, the
 * port the SDK listens on. Like a real client it answers the safe-area, viewport, theme, write-access and
 * home-screen and location requests and keeps a CloudStorage within Telegram's limits (keys, value length, key
 * count: what Telegram refuses, it refuses); it records every call for the test to read.
 */
import type { Page } from '@playwright/test';

interface Insets {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

export interface FakeClientOptions {
  safeArea?: Insets;
  contentSafeArea?: Insets;
  themeParams?: Record<string, string>;
  /** How the user answers the request for leave to write (Telegram's dialog): 'allowed' unless told. */
  writeAccess?: 'allowed' | 'cancelled';
  /** What the client says of the mini-app on the home screen: 'missed' (not added) unless told. */
  homeScreen?: 'added' | 'missed' | 'unsupported' | 'unknown';
  /**
   * LocationManager: where the user is (she allows it when asked), 'denied' (she refused before), or none (the
   * device has no location).
   */
  location?: { latitude: number; longitude: number } | 'denied';
  /** What the account's CloudStorage holds at the start (another device of hers wrote it). */
  cloud?: Record<string, string>;
}

interface PostedEvent {
  type: string;
  data: Record<string, unknown>;
}

const noInsets: Insets = { top: 0, bottom: 0, left: 0, right: 0 };

/** Installs the client before any script of the page runs (call it before `page.goto`). */
export async function installTelegramClient(page: Page, options: FakeClientOptions = {}) {
  const settings = {
    safeArea: options.safeArea ?? noInsets,
    contentSafeArea: options.contentSafeArea ?? noInsets,
    themeParams: options.themeParams ?? {},
    writeAccess: options.writeAccess ?? 'allowed',
    homeScreen: options.homeScreen ?? 'missed',
    location: options.location ?? null,
    cloud: options.cloud ?? {},
  };
  await page.addInitScript((client) => {
    type Receiver = { Telegram?: { WebView?: { receiveEvent?: (type: string, data?: unknown) => void } } };
    const events: { type: string; data: unknown }[] = [];
    // The account's CloudStorage, kept in the tab's session storage so that it outlives a reload, as it would.
    const cloudKey = '__fakeTelegramCloud';
    const cloud: Record<string, string> = JSON.parse(
      sessionStorage.getItem(cloudKey) ?? JSON.stringify(client.cloud),
    );
    type CustomCall = {
      req_id: string;
      method: string;
      params: { keys?: string[]; key?: string; value?: string };
    };
    // Telegram's limits: a key of 1-128 letters, digits, _ or -; a value of at most 4096 characters; 1024 keys.
    const keyRefused = (key: string) => (/^[A-Za-z0-9_-]{1,128}$/.test(key) ? null : 'KEY_INVALID');
    const saveRefused = (key: string, value: string) =>
      keyRefused(key) ??
      (value.length > 4096
        ? 'VALUE_TOO_LONG'
        : !(key in cloud) && Object.keys(cloud).length >= 1024
          ? 'STORAGE_KEYS_LIMIT_EXCEEDED'
          : null);
    const invoke = ({ req_id, method, params }: CustomCall) => {
      if (method === 'getStorageValues') {
        const keys = params.keys ?? [];
        const error = keys.map(keyRefused).find((refusal) => refusal !== null);
        if (error) send('custom_method_invoked', { req_id, error });
        else
          send('custom_method_invoked', {
            req_id,
            result: Object.fromEntries(keys.map((key) => [key, cloud[key] ?? ''])),
          });
      }
      if (method === 'saveStorageValue') {
        const key = params.key ?? '';
        const value = params.value ?? '';
        const error = saveRefused(key, value);
        if (error) send('custom_method_invoked', { req_id, error });
        else {
          cloud[key] = value;
          sessionStorage.setItem(cloudKey, JSON.stringify(cloud));
          send('custom_method_invoked', { req_id, result: true });
        }
      }
    };
    const send = (type: string, data?: unknown) =>
      setTimeout(() => (window as unknown as Receiver).Telegram?.WebView?.receiveEvent?.(type, data));
    const answers: Record<string, (data: never) => void> = {
      web_app_request_safe_area: () => send('safe_area_changed', client.safeArea),
      web_app_request_content_safe_area: () => send('content_safe_area_changed', client.contentSafeArea),
      web_app_request_viewport: () =>
        send('viewport_changed', {
          height: window.innerHeight,
          width: window.innerWidth,
          is_expanded: true,
          is_state_stable: true,
        }),
      web_app_request_theme: () => send('theme_changed', { theme_params: client.themeParams }),
      web_app_request_write_access: () => send('write_access_requested', { status: client.writeAccess }),
      web_app_check_home_screen: () => send('home_screen_checked', { status: client.homeScreen }),
      web_app_invoke_custom_method: invoke,
      web_app_check_location: () =>
        send(
          'location_checked',
          client.location === null
            ? { available: false }
            : { available: true, access_requested: client.location === 'denied', access_granted: false },
        ),
      web_app_request_location: () =>
        send(
          'location_requested',
          client.location === null || client.location === 'denied'
            ? { available: false }
            : { available: true, ...client.location },
        ),
    };
    Object.assign(window, {
      __telegramEvents: events,
      __telegramCloud: cloud,
      TelegramWebviewProxy: {
        postEvent(type: string, data?: string) {
          const parsed = data ? JSON.parse(data) : {};
          events.push({ type, data: parsed });
          answers[type]?.(parsed as never);
        },
      },
    });
  }, settings);

  const posted = () =>
    page.evaluate(() => (window as unknown as { __telegramEvents: PostedEvent[] }).__telegramEvents);

  return {
    /** Everything the storefront has sent to Telegram so far, oldest first. */
    posted,
    /** The data of the last call of this method, if any. */
    async lastOf(type: string): Promise<Record<string, unknown> | undefined> {
      return (await posted()).filter((event) => event.type === type).at(-1)?.data;
    },
    /** What the storefront keeps in the account's CloudStorage. */
    cloudStorage: () =>
      page.evaluate(() => ({
        ...(window as unknown as { __telegramCloud: Record<string, string> }).__telegramCloud,
      })),
    /** Delivers an event from Telegram, as the client does when the user presses a button. */
    send(type: string, data: Record<string, unknown> = {}) {
      return page.evaluate(
        ([eventType, eventData]) =>
          (
            window as unknown as {
              Telegram: { WebView: { receiveEvent(type: string, data: unknown): void } };
            }
          ).Telegram.WebView.receiveEvent(eventType, eventData),
        [type, data] as const,
      );
    },
  };
}

export type TelegramClient = Awaited<ReturnType<typeof installTelegramClient>>;

/**
 * A small bridge to the Telegram client, instead of the SDK (about 17 KB gzipped): the few events the storefront
 * needs (main and back button, haptics, safe areas, theme) go out through `TelegramWebviewProxy.postEvent` on
 * the mobile apps, `external.notify` on old desktop clients, or a postMessage to the parent frame on Telegram
 * Web; answers come back through `window.Telegram.WebView.receiveEvent` or a message event. Method and event
 * names are those of the Mini Apps protocol (core.telegram.org/api/web-events).
 */

type EventHandler = (payload: Record<string, unknown>) => void;

interface TelegramWindow {
  TelegramWebviewProxy?: { postEvent(eventType: string, eventData: string): void };
  external?: { notify?: (message: string) => void };
  Telegram?: { WebView?: { receiveEvent?: (eventType: string, eventData: unknown) => void } };
}

const handlers = new Map<string, Set<EventHandler>>();
let listening = false;

function dispatch(eventType: string, eventData: unknown) {
  const payload =
    typeof eventData === 'object' && eventData !== null ? (eventData as Record<string, unknown>) : {};
  for (const handler of handlers.get(eventType) ?? []) handler(payload);
}

function listen() {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  const win = window as unknown as TelegramWindow;
  win.Telegram ??= {};
  win.Telegram.WebView ??= {};
  const previous = win.Telegram.WebView.receiveEvent;
  win.Telegram.WebView.receiveEvent = (eventType, eventData) => {
    previous?.(eventType, eventData);
    dispatch(eventType, eventData);
  };
  window.addEventListener('message', (event) => {
    if (typeof event.data !== 'string') return;
    try {
      const message = JSON.parse(event.data) as { eventType?: unknown; eventData?: unknown };
      if (typeof message.eventType === 'string') dispatch(message.eventType, message.eventData);
    } catch {
      // Not a Telegram message.
    }
  });
}

export function onTelegramEvent(eventType: string, handler: EventHandler): () => void {
  listen();
  let set = handlers.get(eventType);
  if (!set) {
    set = new Set();
    handlers.set(eventType, set);
  }
  set.add(handler);
  return () => set.delete(handler);
}

export function postEvent(eventType: string, eventData: Record<string, unknown> = {}): void {
  if (typeof window === 'undefined') return;
  const win = window as unknown as TelegramWindow;
  const data = JSON.stringify(eventData);
  try {
    if (win.TelegramWebviewProxy) win.TelegramWebviewProxy.postEvent(eventType, data);
    else if (typeof win.external?.notify === 'function')
      win.external.notify(JSON.stringify({ eventType, eventData }));
    else if (window.parent !== window)
      window.parent.postMessage(JSON.stringify({ eventType, eventData }), '*');
  } catch {
    // A client that cannot take the event: the web controls still work.
  }
}

export interface MainButtonState {
  text: string;
  isVisible: boolean;
  isActive: boolean;
}

export function setMainButton(
  { text, isVisible, isActive }: MainButtonState,
  colors?: Record<string, string>,
) {
  postEvent('web_app_setup_main_button', {
    is_visible: isVisible,
    is_active: isActive,
    is_progress_visible: false,
    text,
    color: colors?.button_color,
    text_color: colors?.button_text_color,
  });
}

export const setBackButton = (isVisible: boolean) =>
  postEvent('web_app_setup_back_button', { is_visible: isVisible });

export type HapticKind = 'success' | 'error' | 'warning' | 'light';

export function haptic(kind: HapticKind): void {
  if (kind === 'light')
    postEvent('web_app_trigger_haptic_feedback', { type: 'impact', impact_style: 'light' });
  else postEvent('web_app_trigger_haptic_feedback', { type: 'notification', notification_type: kind });
}

/** Telegram's safe areas as CSS variables (--tg-safe-area-*, --tg-content-safe-area-*), asked for at start. */
export function trackSafeAreas(root: HTMLElement): void {
  const apply = (prefix: string) => (insets: Record<string, unknown>) => {
    for (const side of ['top', 'bottom', 'left', 'right']) {
      const value = insets[side];
      if (typeof value === 'number') root.style.setProperty(`--${prefix}-${side}`, `${value}px`);
    }
  };
  onTelegramEvent('safe_area_changed', apply('tg-safe-area-inset'));
  onTelegramEvent('content_safe_area_changed', apply('tg-content-safe-area-inset'));
  onTelegramEvent('theme_changed', (payload) => {
    const theme = payload.theme_params;
    if (typeof theme !== 'object' || theme === null) return;
    for (const [key, value] of Object.entries(theme)) {
      if (typeof value === 'string') root.style.setProperty(`--tg-theme-${key.replaceAll('_', '-')}`, value);
    }
  });
  postEvent('web_app_request_safe_area');
  postEvent('web_app_request_content_safe_area');
  postEvent('web_app_request_theme');
}

/** Tells Telegram the app is drawn and asks for the full height. */
export function announceReady(): void {
  postEvent('web_app_ready');
  postEvent('web_app_expand');
}

/**
 * Telegram Web shows the mini-app in a frame of another site. A browser that blocks third-party storage throws
 * on every read of `window.sessionStorage` there, and the SDK keeps the launch parameters in it: without this
 * the shop would fall back to the web mode inside Telegram Web. The launch then keeps its session data in
 * memory for the life of the page.
 */
export function ensureSessionStorage(): void {
  try {
    void window.sessionStorage.length;
    return;
  } catch {
    // Refused: replaced below.
  }
  const values = new Map<string, string>();
  const memory: Storage = {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, String(value));
    },
  };
  Object.defineProperty(window, 'sessionStorage', { value: memory, configurable: true });
}

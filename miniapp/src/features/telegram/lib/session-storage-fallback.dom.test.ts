import { afterEach, describe, expect, it } from 'vitest';
import { ensureSessionStorage } from './session-storage-fallback';

const original = Object.getOwnPropertyDescriptor(window, 'sessionStorage');

afterEach(() => {
  if (original) Object.defineProperty(window, 'sessionStorage', original);
});

describe('session storage in a frame of another site', () => {
  it('keeps values in memory when the browser refuses the storage', () => {
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    ensureSessionStorage();
    window.sessionStorage.setItem('tapps/launchParams', 'tgWebAppVersion=8.0');
    expect(window.sessionStorage.getItem('tapps/launchParams')).toBe('tgWebAppVersion=8.0');
    expect(window.sessionStorage.length).toBe(1);
  });

  it('leaves a working storage alone', () => {
    const before = window.sessionStorage;
    ensureSessionStorage();
    expect(window.sessionStorage).toBe(before);
  });
});

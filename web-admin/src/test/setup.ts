import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { authStore } from '../features/auth/store/auth-store';

// jsdom does not scroll; the layout scrolls to the top on every page change.
window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
  authStore.status = 'loading';
  authStore.user = null;
});

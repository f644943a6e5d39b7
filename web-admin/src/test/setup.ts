import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { authStore } from '../features/auth/store/auth-store';

// Each screen is a lazily loaded chunk: on a busy machine (the test command runs the browser tests beside these)
// its first render takes longer than the library's 1 s, at times over 5 s.
configure({ asyncUtilTimeout: 10_000 });

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

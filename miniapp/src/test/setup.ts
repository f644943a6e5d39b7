import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Lazy pages load their code on first render; on a busy 2-core machine that can take more than the default 1 s.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  // jsdom does not scroll; the layout's scroll-to-top would only log "not implemented".
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

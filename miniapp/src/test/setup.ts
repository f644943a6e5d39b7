import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, vi } from 'vitest';
import { startAsFirstVisit } from './reset-stores';

// Lazy pages load their code on first render; on a busy 2-core machine (the test command runs the browser tests
// beside these) that can take more than the default 1 s, at times over 4 s.
configure({ asyncUtilTimeout: 10_000 });

const consoleError = console.error;

// Before the test file itself loads: a file may store something at its top level.
await startAsFirstVisit();

beforeEach(() => {
  // The test DOM does not scroll; the layout's scroll-to-top would only log "not implemented".
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  // Most tests answer only the calls they are about, so the layout's contact widget logs its (spec-required)
  // load failure in every one of them; that one line is noise here, any other error still prints.
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args[0] === 'Contact widget settings failed to load') return;
    consoleError(...args);
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
});

// The files of a worker share their modules (vitest.browser-apps.ts): a lazy part's code still loading when a file
// ends would fail to load with that file's torn-down environment, and stay failed for the next file.
afterAll(() => vi.dynamicImportSettled());

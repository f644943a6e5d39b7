import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Creating and migrating a database (PGlite in WASM, or a fresh Postgres database) takes seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file has its own databases: two workers use both cores (Vitest leaves one to itself by default).
    maxWorkers: 2,
    // One module cache per worker: importing PGlite, drizzle and the queries afresh for each file was half the
    // suite's CPU (46 s before, 23 s after). Each file still opens databases of its own; module-level state is
    // kept per database (WeakMaps) or only grows (the factories' counter).
    isolate: false,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Creating and migrating a database (PGlite in WASM, or a fresh Postgres database) takes seconds.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Each file has its own databases: two workers use both cores (Vitest leaves one to itself by default).
    maxWorkers: 2,
  },
});

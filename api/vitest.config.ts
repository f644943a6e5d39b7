import { defineConfig } from 'vitest/config';

/** Files that replace a module of the app (vi.mock) or the environment: they load the app's modules afresh. */
const isolated = ['src/routes/auth.error.test.ts', 'src/embedded-database.test.ts'];

// Vitest leaves one of two cores to itself by default; each file has its own app and databases, so two workers
// use both (the suite took 216 s on one worker, 138 s on two).
const shared = { testTimeout: 60_000, hookTimeout: 120_000, pool: 'forks', maxWorkers: 2 } as const;

export default defineConfig({
  test: {
    projects: [
      {
        // One module cache for a worker's files: the app's modules are loaded once, not once per file (each file
        // still builds its own app over its own database).
        test: { ...shared, name: 'api', include: ['src/**/*.test.ts'], exclude: isolated, isolate: false },
      },
      { test: { ...shared, name: 'api-isolated', include: isolated } },
    ],
  },
});

import { defineConfig } from 'vitest/config';

/** Files that replace a module of the app (vi.mock) or the environment: they load the app's modules afresh. */
const isolated = ['src/routes/auth.error.test.ts', 'src/embedded-database.test.ts'];

const shared = { testTimeout: 60_000, hookTimeout: 120_000, pool: 'forks' } as const;

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

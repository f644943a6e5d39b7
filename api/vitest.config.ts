import { defineConfig } from 'vitest/config';

/** Files that replace a module with vi.mock: they load the app's modules afresh, in a process of their own. */
const mockingFiles = ['src/routes/auth.error.test.ts'];

export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'api',
          include: ['src/**/*.test.ts'],
          exclude: mockingFiles,
          // Loading the app's modules (Hono, zod, drizzle, sharp) costs each file seconds of CPU: the files share
          // one module cache. Each still builds its own app over its own database, and no module keeps state
          // that a test reads across files.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api-mocking', include: mockingFiles } },
    ],
  },
});

/**
 * The unit-test setup of the two browser apps, the storefront (miniapp) and the back office (web-admin); their
 * vite.config.ts checks its type.
 */
export const browserAppTests = {
  // Vitest leaves one of two cores to itself, which idles while its worker runs the files one by one; nothing
  // of these tests is shared between files, so two workers use both.
  maxWorkers: 2,
  // A file's first test also loads its lazy screens; on a busy 2-core machine that alone can pass 5 s.
  testTimeout: 20_000,
  // Building a DOM for each file was most of the suites' CPU: only the files that draw components (*.test.tsx) or
  // read the browser's globals (*.dom.test.ts: storage, location, Telegram's window object) get one, and it is
  // happy-dom (a half to a third of jsdom's cost here). What only a real browser shows is the e2e suite's, in
  // Chromium.
  projects: [
    {
      extends: true as const,
      test: {
        name: 'dom',
        environment: 'happy-dom',
        include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
        setupFiles: ['src/test/setup.ts'],
      },
    },
    {
      extends: true as const,
      test: {
        name: 'node',
        environment: 'node',
        include: ['src/**/*.test.ts'],
        exclude: ['src/**/*.dom.test.ts'],
      },
    },
  ],
};

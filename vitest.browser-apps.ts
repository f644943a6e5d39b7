/**
 * The unit-test setup of the two browser apps, the storefront (miniapp) and the back office (web-admin); their
 * vite.config.ts checks its type.
 */

/** Test files that replace one of the app's modules (vi.mock): they load the app's modules afresh. */
const replacesModules = [
  'src/**/router.test.tsx',
  'src/**/dashboard-screen.test.tsx',
  'src/**/wholesale-screen*.test.tsx',
];

const dom = { environment: 'happy-dom' as const, setupFiles: ['src/test/setup.ts'] };

/**
 * `shareDomModules`: the component files of a worker share one module cache and DOM (isolate: false), for an app
 * whose setup resets what its modules keep (the back office: its one store after each test; the storefront: its
 * stores before each file, src/test/reset-stores.ts). Loading the app's modules afresh for each file was most of
 * what was left of the suites' CPU (the back office: 55 s of CPU before, 22 s after; the storefront: 234 s before,
 * 143 s after, at load 9-21). Files without a DOM always share theirs.
 */
export function browserAppTests({
  shareDomModules,
  isolated = [],
}: {
  shareDomModules: boolean;
  /** The app's own files that load its modules afresh, with the reason at the list. */
  isolated?: string[];
}) {
  const loadAfresh = [...replacesModules, ...isolated];
  return {
    // Vitest leaves one of two cores to itself, which idles while its worker runs the files one by one; nothing
    // of these tests is shared between files, so two workers use both.
    maxWorkers: 2,
    // A file's first test also loads its lazy screens; on a busy 2-core machine that alone can pass 5 s.
    testTimeout: 20_000,
    // Building a DOM for each file was most of the suites' CPU: only the files that draw components (*.test.tsx)
    // or read the browser's globals (*.dom.test.ts: storage, location, Telegram's window object) get one, and it
    // is happy-dom (a half to a third of jsdom's cost here). What only a real browser shows is the e2e suite's, in
    // Chromium.
    projects: [
      {
        extends: true as const,
        test: {
          ...dom,
          name: 'dom',
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
          exclude: loadAfresh,
          isolate: !shareDomModules,
        },
      },
      { extends: true as const, test: { ...dom, name: 'dom-isolated', include: loadAfresh } },
      {
        extends: true as const,
        test: {
          name: 'node',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          exclude: ['src/**/*.dom.test.ts'],
          isolate: false,
        },
      },
    ],
  };
}

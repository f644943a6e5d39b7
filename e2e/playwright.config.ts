import { defineConfig, devices } from '@playwright/test';
import { SHOP_TIME_ZONE } from '@shop/core/rules';
import chromiumFlags from './support/chromium-flags.json' with { type: 'json' };
import { specsAt } from './support/spec-widths';

/**
 * Debian's Chromium headless shell: the same Blink and V8 as the desktop browser without its window layers, and the
 * build Playwright itself runs headless tests in. It runs the suite at about a third less CPU than Debian's full
 * Chromium (docs/BENCHMARKS.md, the test command). Playwright's own browser download cannot run on this network;
 * CHROMIUM_PATH picks another build. The flags (support/chromium-flags.json) are the Lighthouse script's too.
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: chromiumFlags,
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Three workers on two cores: a browser test waits on its pages, timers and the shop a fifth of its time, and
  // with two workers the cores stood 20-35 % idle. 209 s against 237 s for the suite (alternating runs); four, 215 s.
  workers: 3,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: chromium,
    locale: 'ru-RU',
    // The buyer's and the staff's browsers keep the shop's clock.
    timezoneId: SHOP_TIME_ZONE,
    // A failed test keeps its trace (each action with its timing and error, the network, the console), a
    // screenshot and the page's accessibility tree at the failure (error-context.md). A trace is recorded for every
    // test and dropped when it passes, so it holds no screencast and no DOM snapshot per action: those two cost
    // about a third and a fifth of the suite's CPU.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
  },
  // The queue runs project by project, each project's files in order, and a worker done with one project takes
  // the next one's tests. The server's tests come first: they are the longest (shops started, killed and started
  // again; two instances in one serial group), and browser tests fill the other worker meanwhile; queued last,
  // they left one worker idle for the run's last 20-40 s. The desk's specs end with wholesale-sets, two tests
  // on one shop of its own (about 18 s on one worker), so the phone's come after them.
  projects: [
    // Tests of the server process itself (start, restart, bot, API on the same port): no browser, run once.
    { name: 'server', testMatch: /server\/.*\.spec\.ts/ },
    {
      name: 'desktop',
      testMatch: specsAt('desktop'),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      testMatch: specsAt('mobile'),
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions: chromium },
    },
  ],
});

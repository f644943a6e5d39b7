/**
 * The screenshot check: every storefront and admin screen at 390 and 1280 wide, compared with stored snapshots.
 * Not part of the test command; run it with `npm run screens -w @shop/e2e` (docs/screens.md). The snapshots live
 * in SCREENS_DIR, so a baseline taken on one tree (`-- --update-snapshots`) can check another.
 */
import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import chromiumFlags from './support/chromium-flags.json' with { type: 'json' };

const snapshots = resolve(process.env.SCREENS_DIR ?? 'screens/__snapshots__');
// The pictures are the desktop browser's, as a buyer's Chrome draws the page, not the test suite's headless shell.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
};

export default defineConfig({
  ...base,
  testDir: './screens',
  outputDir: './test-results/screens',
  // One browser at a time, screens in a fixed order: the shop's state (orders placed) is the same on every run.
  fullyParallel: false,
  workers: 1,
  timeout: 60_000,
  snapshotPathTemplate: `${snapshots}/{projectName}/{arg}{ext}`,
  // The check adds a style of its own before each picture (screens-support.ts), which the shop's
  // `style-src 'self'` refuses.
  use: { ...base.use, bypassCSP: true, launchOptions },
  expect: {
    timeout: 15_000,
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css', maxDiffPixels: 0 },
  },
  // Both sizes of every screen, each taking every spec here (not the browser suite's split of specs by width);
  // the server suite's project is not a screen.
  projects: (base.projects ?? [])
    .filter((project) => project.name !== 'server')
    .map(({ testMatch: _suiteSpecs, ...project }) => ({
      ...project,
      use: { ...project.use, launchOptions },
    })),
});

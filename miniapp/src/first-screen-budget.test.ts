/**
 * The JavaScript budget of the first screen (docs/ARCHITECTURE.md, "Bundle budget"): the storefront is built
 * with its own Vite config into a temporary folder, and each measured page's first-screen files are read from
 * the build manifest's static import graph and gzipped. A change that makes a first screen heavier than its
 * budget fails here.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstScreenFiles,
  firstScreenPages,
  gzippedBytes,
  type Manifest,
  staticClosure,
} from './test/first-screen';

const KB = 1024;
const budgets = { web: 130 * KB, miniApp: 160 * KB };

const miniappDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const viteBin = join(dirname(createRequire(import.meta.url).resolve('vite/package.json')), 'bin/vite.js');

describe('first-screen JavaScript budget', () => {
  let outDir = '';
  let manifest: Manifest = {};

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'shop-first-screen-'));
    execFileSync(
      process.execPath,
      [viteBin, 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'],
      // The test runner's NODE_ENV=test would give a development build (React's among it).
      {
        cwd: miniappDir,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  }, 240_000);

  afterAll(() => {
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  const measure = (route: string, miniApp: boolean) =>
    gzippedBytes(outDir, firstScreenFiles(manifest, route, miniApp));

  for (const [page, route] of Object.entries(firstScreenPages)) {
    it(`${page}: at most 130 KB gzipped in web mode, 160 KB inside Telegram`, () => {
      const web = measure(route, false);
      const miniApp = measure(route, true);
      console.log(
        `${page}: web ${(web / KB).toFixed(1)} KB, mini-app ${(miniApp / KB).toFixed(1)} KB gzipped`,
      );
      expect(web).toBeLessThanOrEqual(budgets.web);
      expect(miniApp).toBeLessThanOrEqual(budgets.miniApp);
    });
  }

  it('each first screen is a handful of files: on a slow link every few more cost a round trip', () => {
    // The entry with its start-up code, the libraries, the bundler's runtime and the page's chunk (adding to the
    // cart loads on the first add); small modules shared by pages are copied into them, not fetched one by one. One stylesheet serves every page, so no page waits for its own.
    for (const route of Object.values(firstScreenPages)) {
      expect(firstScreenFiles(manifest, route, false).length, route).toBeLessThanOrEqual(6);
    }
    const stylesheets = Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]);
    expect(new Set(stylesheets.filter((file) => file.endsWith('.css'))).size).toBe(1);
  });

  it('the web first screen leaves out the Telegram SDK, the checkout, payment, wholesale, sign-in and home preview code', () => {
    // Each loads on its own when needed: a chunk of its own that no first screen imports.
    const onDemand = [
      'src/features/telegram/lib/start-telegram.ts',
      'src/app/routes/checkout-page.tsx',
      'src/app/routes/order-confirmation-page.tsx',
      'src/app/routes/account-page.tsx',
      'src/app/routes/auth-page.tsx',
      'src/app/routes/create-account-page.tsx',
      'src/features/wholesale/components/wholesale-dialog.tsx',
      // Only the admin app's home editor frames the draft's preview.
      'src/features/home/preview/home-draft-source.tsx',
    ];
    for (const route of Object.values(firstScreenPages)) {
      const loaded = new Set(firstScreenFiles(manifest, route, false));
      for (const module of onDemand) {
        const file = manifest[module]?.file;
        expect(file, `${module} has a chunk of its own`).toBeDefined();
        expect(loaded.has(file as string), `${module} on the first screen of ${route}`).toBe(false);
      }
    }
  });
});

describe('staticClosure', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_vendor.js'],
      css: ['assets/index.css'],
    },
    '_vendor.js': { file: 'assets/vendor.js' },
    'src/page.tsx': {
      file: 'assets/page.js',
      isDynamicEntry: true,
      imports: ['index.html', '_vendor.js', '_grid.js'],
      dynamicImports: ['src/dialog.tsx'],
    },
    '_grid.js': { file: 'assets/grid.js', imports: ['_vendor.js'] },
    'src/dialog.tsx': { file: 'assets/dialog.js', isDynamicEntry: true, imports: ['_grid.js'] },
  };

  it('follows static imports through shared chunks, each file once, and no dynamic import', () => {
    expect(staticClosure(manifest, ['index.html', 'src/page.tsx']).sort()).toEqual([
      'assets/grid.js',
      'assets/index.js',
      'assets/page.js',
      'assets/vendor.js',
    ]);
  });

  it('fails on a module the build does not have', () => {
    expect(() => staticClosure(manifest, ['src/renamed-page.tsx'])).toThrow(/not in the build manifest/);
  });
});

#!/usr/bin/env node
/**
 * Lighthouse mobile performance of the built storefront: starts api/dist/server.js the way the e2e setup does
 * (free port, fresh embedded database with the demo seed), audits the home, catalogue and product pages in
 * Debian's Chromium, prints score, LCP, TBT, CLS and the JavaScript transferred, and fails below the target.
 *
 *   npm run lighthouse -w @shop/e2e            # target 90
 *   LIGHTHOUSE_MIN_SCORE=80 npm run lighthouse -w @shop/e2e
 *
 * The first run installs Lighthouse (see `tools` below), which takes a minute.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Lighthouse with its dependencies is over 100 MB that nothing else needs: it is not a dependency of the
 * workspace (every `npm ci` would fetch it) but installed by this script on its first run, into a folder of the
 * system temp named by the versions, and imported from there.
 */
const tools = { lighthouse: '12.8.2', 'chrome-launcher': '1.2.1' };
const toolsDir = join(tmpdir(), `shop-lighthouse-${tools.lighthouse}-${tools['chrome-launcher']}`);
if (!existsSync(join(toolsDir, 'node_modules/lighthouse/package.json'))) {
  mkdirSync(toolsDir, { recursive: true });
  const packages = Object.entries(tools).map(([name, version]) => `${name}@${version}`);
  execFileSync(
    'npm',
    ['install', '--prefix', toolsDir, '--no-save', '--no-audit', '--no-fund', ...packages],
    {
      stdio: 'inherit',
    },
  );
}
const requireTool = createRequire(join(toolsDir, 'package.json'));
const importTool = (name) => import(pathToFileURL(requireTool.resolve(name)).href);
const { default: lighthouse } = await importTool('lighthouse');
const chromeLauncher = await importTool('chrome-launcher');
const minScore = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 90);
const pages = [
  ['home', '/'],
  ['catalogue', '/products'],
  ['product', '/product/1'],
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function startShop() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-lighthouse-'));
  const child = spawn(process.execPath, [join(repoRoot, 'api/dist/server.js')], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      BOT_TOKEN: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error('the shop exited at start');
    if (
      await fetch(`${baseUrl}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** The page's scripts gzipped at level 9 from the built files: the number the bundle budget is written in. */
function gzipKilobytes(urls) {
  let total = 0;
  for (const url of urls) {
    const path = new URL(url).pathname;
    if (!path.startsWith('/assets/')) continue;
    total += gzipSync(readFileSync(join(repoRoot, 'miniapp/dist', path)), { level: 9 }).length;
  }
  return Math.round(total / 102.4) / 10;
}

const shop = await startShop();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});

const results = [];
try {
  // One warm-up visit, so the first audit does not pay for the server's first-request work.
  await fetch(`${shop.baseUrl}/api/homepage`);
  for (const [name, path] of pages) {
    const runner = await lighthouse(`${shop.baseUrl}${path}`, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    });
    const { lhr } = runner;
    const audit = (id) => lhr.audits[id];
    const scripts = (audit('network-requests').details?.items ?? []).filter(
      (item) => item.resourceType === 'Script',
    );
    results.push({
      page: name,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      LCP: audit('largest-contentful-paint').displayValue,
      FCP: audit('first-contentful-paint').displayValue,
      TBT: audit('total-blocking-time').displayValue,
      CLS: audit('cumulative-layout-shift').displayValue,
      'JS (KB over the wire)': Math.round(
        scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
      ),
      'JS gzip (KB)': gzipKilobytes(scripts.map((item) => item.url)),
    });
  }
} finally {
  await chrome.kill();
  await shop.stop();
}

console.table(results);
const failing = results.filter((result) => result.score < minScore);
if (failing.length > 0) {
  console.error(`Below ${minScore}: ${failing.map((result) => `${result.page} ${result.score}`).join(', ')}`);
  process.exit(1);
}

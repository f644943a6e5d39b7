#!/usr/bin/env node
// Runs npm scripts at the same time, each line of output prefixed with its script's name, and exits with the
// first failure's code once all have ended (a failing suite does not stop the others: every result is seen).
// Usage: node scripts/side-by-side.mjs test:unit test:e2e
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: side-by-side.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const width = Math.max(...scripts.map((name) => name.length));
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);

function run(name) {
  const prefix = `${name.padEnd(width)} |`;
  const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      const result = code ?? (signal ? 1 : 0);
      console.log(`${prefix} ended with ${signal ?? `code ${result}`} after ${seconds()} s`);
      resolve(result);
    });
  });
}

const codes = await Promise.all(scripts.map(run));
process.exit(codes.find((code) => code !== 0) ?? 0);

#!/usr/bin/env node
// Runs the named npm scripts at the same time, each line of their output prefixed with the script's name, and
// fails when any of them fails. The test command runs its independent suites this way: none of them shares state
// with another (each test makes its own database, the browser tests their own shop), and each alone leaves part
// of the machine idle while it waits on a database, a browser or a server.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: side-by-side.mjs <npm script> [<npm script> ...]');
  process.exit(2);
}

const width = Math.max(...scripts.map((script) => script.length));
const children = new Set();
// A stopped test command stops its suites too, rather than leaving them running in the background.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(130);
  });
}

function run(script) {
  const started = Date.now();
  const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  children.add(child);
  const prefix = `[${script.padEnd(width)}]`;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix} ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      const seconds = Math.round((Date.now() - started) / 1000);
      const outcome = code === 0 ? 'passed' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`${prefix} ${outcome} in ${Math.floor(seconds / 60)} min ${seconds % 60} s\n`);
      resolve({ script, ok: code === 0 });
    });
  });
}

const results = await Promise.all(scripts.map(run));
const failed = results.filter((result) => !result.ok).map((result) => result.script);
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exit(1);
}

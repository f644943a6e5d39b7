// Bundles the server, the migrate command, the embedded database's creation and our workspace packages (which ship
// TypeScript source) into dist/server.js, dist/migrate.js and dist/create-embedded-database.js;
// third-party packages stay in node_modules, because some (PGlite, argon2) load files next to themselves.
// Code loaded by a dynamic import (the Telegram bot, only with BOT_TOKEN) goes to chunks of its own with the
// packages it imports, so that the server does not load them at start.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

const keepExternal = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
    );
  },
};

// Chunk names carry a hash of their content: the last build's would pile up.
rmSync('dist/chunks', { recursive: true, force: true });

await build({
  entryPoints: ['src/server.ts', 'src/migrate.ts', 'src/create-embedded-database.ts'],
  outdir: 'dist',
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  plugins: [keepExternal],
  logLevel: 'warning',
});

#!/bin/sh
# `npm start` after its build: the built server, under the V8 flags for the database it opens (`--flags` prints
# them instead). Both choices are measured in docs/BENCHMARKS.md ("Server memory", "Young generation by database").
# - One V8 worker thread: with four, the compilers' freed memory stayed in their malloc arenas.
# - On the embedded database (no DATABASE_URL), young-generation halves of 2 MiB instead of 16: 35-40 MiB less held
#   by the process that also holds PGlite. On a Postgres server the default: there the small one cost a fifth of
#   the cart's changes per second and a third of its reads, in garbage collections.
flags="--v8-pool-size=1"
if [ -z "$DATABASE_URL" ]; then flags="--max-semi-space-size=2 $flags"; fi
if [ "$1" = "--flags" ]; then
  echo "$flags"
  exit 0
fi
# exec: the server is this process, so signals and the exit code are its own.
exec node $flags "$(dirname "$0")/../api/dist/server.js"

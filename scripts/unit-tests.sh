#!/usr/bin/env bash
# Every workspace's unit and integration tests but the browser tests, in two lanes: the api suite, which waits on
# its databases and the processes it starts about a quarter of its time, beside the other suites one after
# another. Every suite runs even when another fails; the exit status is the first lane's failure, if any.
set -uo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 PATH="$PWD/node_modules/.bin:$PATH"

turbo run test --filter=@shop/api &
api=$!
turbo run test --concurrency=1 --continue --filter='!@shop/e2e' --filter='!@shop/api'
others=$?
wait "$api"
api_status=$?
if [ "$others" -ne 0 ]; then exit "$others"; fi
exit "$api_status"

#!/usr/bin/env bash
# Every workspace's unit and integration tests on two cores. The api suite, the longest by far, runs beside the
# core, db, storefront and admin suites, which run one after another (each vitest run has one worker on two
# cores). The bot's suite measures pacing and ordering in time, so it runs last, alone.
set -uo pipefail
export TURBO_TELEMETRY_DISABLED=1
npx turbo run test --filter=@shop/api &
api=$!
npx turbo run test --continue --concurrency=1 --filter=@shop/core --filter=@shop/db --filter=@shop/miniapp --filter=@shop/web-admin
others=$?
wait "$api"
api_status=$?
npx turbo run test --filter=@shop/bot
bot=$?
exit $((others != 0 || api_status != 0 || bot != 0))

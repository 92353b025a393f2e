#!/usr/bin/env bash
# `npm test`: every suite, in order, each stage's time printed as `::stage <name> <seconds>s`, so CI shows where
# its 15 minutes go. Exits non-zero at the first failing stage.
set -euo pipefail
cd "$(dirname "$0")/.."

start=$SECONDS
run() { # run <name> <command...>
  local name=$1 t=$SECONDS
  shift
  echo "::stage-start $name"
  "$@"
  echo "::stage $name $((SECONDS - t))s (tests total $((SECONDS - start))s)"
}

# the browser suites' Chromium, installed when missing (as root) before any suite runs
run chromium bash scripts/ensure-chromium.sh
run lint npx biome check .
run typecheck npm run --silent typecheck
# the contract fuzz sends 1,500 requests per database here (20,000 by its own default: FX_FUZZ_TOTAL=20000 npx vitest
# run tests/server/contract-fuzz.test.ts), to keep the whole run within CI's 15 minutes: 2,500 took 64-89 s on PGlite
# alone on the shared machine (each run draws new requests, so the runs together cover more)
run vitest env FX_FUZZ_TOTAL="${FX_FUZZ_TOTAL:-1500}" npx vitest run
# one round of SIGKILL during writes on each database (the script's own default is 3 rounds)
run durability npm run --silent test:durability -- --rounds 1
# side_by_side <name> <command> <name> <command>: both commands at once (each a line for bash), their logs printed one
# after the other when both have ended; fails when either failed
side_by_side() {
  local logs status=0
  logs=$(mktemp -d)
  bash -c "$2" >"$logs/1.log" 2>&1 &
  local first=$!
  bash -c "$4" >"$logs/2.log" 2>&1 &
  local second=$!
  wait "$first" || status=1
  wait "$second" || status=1
  echo "--- $1"; cat "$logs/1.log"; echo "--- $3"; cat "$logs/2.log"
  rm -rf "$logs"
  return $status
}
# the widgets' browser tests once per renderer, side by side: each runner drives one page at a time (`concurrency: 1`
# in web-test-runner.config.mjs), so one runner leaves a core idle and two keep both busy
run browser side_by_side \
  react 'FX_RENDERER=react FX_WTR_PORT=8731 npx wtr --config web-test-runner.config.mjs' \
  preact 'FX_RENDERER=preact FX_WTR_PORT=8732 npx wtr --config web-test-runner.config.mjs'
# the e2e run's seeded store (tests/e2e/server.ts: migrate, seed the demo, analyze, once for the run's three servers)
# is built beside the build, which keeps one core busy and does not read the database
export FX_E2E_STORE="${TMPDIR:-/tmp}/fx-e2e-store-$$"
trap 'rm -rf "$FX_E2E_STORE" "$FX_E2E_STORE.building" "$FX_E2E_STORE.lock"' EXIT
build() {
  local status=0
  FX_E2E_PREPARE=1 node --import tsx tests/e2e/server.ts &
  local store=$!
  npm run build --silent || status=1
  wait "$store" || status=1
  return $status
}
run build build
# the e2e specs in two shards side by side, each with its own servers on its own ports (E2E_PORT, tests/e2e/origins.ts)
# and its own copy of the store: one runner drives one page at a time and left a third of the two cores idle (548 s
# alone, 437 s as two shards, measured on the same machine); two shards share no demo rows, so no test sees another's
base=${E2E_PORT:-8181}
run e2e side_by_side \
  'shard 1/2' "E2E_PORT=$base E2E_OUTPUT=test-results/e2e-1 npx playwright test --shard=1/2" \
  'shard 2/2' "E2E_PORT=$((base + 200)) E2E_OUTPUT=test-results/e2e-2 npx playwright test --shard=2/2"

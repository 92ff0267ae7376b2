#!/usr/bin/env bash
# Every test: lint, types, unit, component and API (vitest), the generator, production build, server tests and e2e (Playwright) on the build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each step prints the minutes and seconds since the start, so a slow CI run shows where its time went.
start=$SECONDS
# At the end, passed or failed: the slowest tests and the retried ones (scripts/test-budget.mjs).
rm -f test-results/vitest.json test-results/e2e.json
trap 'node scripts/test-budget.mjs' EXIT
step() { printf '\n\033[1m== %s\033[0m (at %dm%02ds)\n' "$1" $(((SECONDS - start) / 60)) $(((SECONDS - start) % 60)); }

# Lint and the type check each keep one core busy: side by side, their output printed after.
step "lint and typecheck (side by side)"
logs=$(mktemp -d)
npm run --silent lint >"$logs/lint" 2>&1 & lint=$!
npm run --silent typecheck >"$logs/types" 2>&1 & types=$!
lint_status=0 types_status=0
wait "$lint" || lint_status=$?
wait "$types" || types_status=$?
cat "$logs/lint" "$logs/types"
[ "$lint_status" -eq 0 ] || { echo "lint failed"; exit 1; }
[ "$types_status" -eq 0 ] || { echo "typecheck failed"; exit 1; }
step "unit, component and API tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}" &&
  npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json
# The generator's test (npm run new:resource on a copy: its type check, lint and generated tests) and the
# build share the two cores: each waits on its own processes part of the time. Its output is printed after.
step "generator and build (side by side)"
npm run --silent test:generator >"$logs/generator" 2>&1 & generator=$!
# The typecheck step above covers the build's own type check (next.config.ts): the build skips it.
build_status=0 generator_status=0
TYPES_CHECKED=1 npm run --silent build || build_status=$?
wait "$generator" || generator_status=$?
step "generator output" && cat "$logs/generator"
[ "$build_status" -eq 0 ] || { echo "build failed"; exit 1; }
[ "$generator_status" -eq 0 ] || { echo "generator test failed"; exit 1; }
step "server tests on the build (instances, crashes, operations${TEST_DATABASE_URL:+, PostgreSQL})" && npm run --silent test:server
# Playwright drives CHROMIUM_PATH, else a system Chromium, else its own, downloaded here when missing.
if [ -z "$(node scripts/chromium-path.cjs)" ]; then npx playwright install chromium; fi
step "e2e" && npx playwright test
step "done"

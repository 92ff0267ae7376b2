#!/usr/bin/env bash
# Every test: lint, types, unit, component and API (vitest), production build, server tests and e2e (Playwright) on the build.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# Each step prints the minutes and seconds since the start, so a slow CI run shows where its time went.
start=$SECONDS
step() { printf '\n\033[1m== %s\033[0m (at %dm%02ds)\n' "$1" $(((SECONDS - start) / 60)) $(((SECONDS - start) % 60)); }

step "lint" && npm run --silent lint
step "typecheck" && npm run --silent typecheck
step "unit, component and API tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}" && npx vitest run
step "build" && npm run --silent build
step "server tests on the build (instances, crashes, operations${TEST_DATABASE_URL:+, PostgreSQL})" && npm run --silent test:server
step "e2e" && npx playwright test
step "done"

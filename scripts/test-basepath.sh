#!/usr/bin/env bash
# Opt-in (a second production build): builds with BASE_PATH=/admin into .next-basepath (the root
# build in .next stays as it is) and runs tests/basepath against it. E2E_PORT picks the port.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 BASE_PATH=/admin NEXT_DIST_DIR=.next-basepath

# next build points these at its dist dir's types; put them back afterwards.
saved=$(mktemp -d)
cp tsconfig.build.json "$saved/"
if [ -f next-env.d.ts ]; then cp next-env.d.ts "$saved/"; fi
restore() {
  cp "$saved/tsconfig.build.json" .
  if [ -f "$saved/next-env.d.ts" ]; then cp "$saved/next-env.d.ts" .; fi
  rm -rf "$saved"
}
trap restore EXIT

start=$SECONDS
npm run --silent build
built=$SECONDS
status=0
npx playwright test --config playwright.basepath.config.ts || status=$?
echo "BASE_PATH=/admin: build $((built - start)) s, tests $((SECONDS - built)) s"
exit "$status"

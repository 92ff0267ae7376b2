// Which Chromium the tests and benchmarks drive: CHROMIUM_PATH when set, else a system Chromium when one is
// installed, else undefined, which means Playwright's own Chromium (`npx playwright install chromium`).
import { existsSync } from 'node:fs';

const systemChromium = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

export function chromiumPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return systemChromium.find((file) => existsSync(file));
}

// `node scripts/chromium-path.mjs` prints the path, or nothing when Playwright's own Chromium is to be used.
if (import.meta.url === `file://${process.argv[1]}`) process.stdout.write(chromiumPath() ?? '');

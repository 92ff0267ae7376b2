// Which Chromium the tests and benchmarks drive: CHROMIUM_PATH when set, else a system Chromium when one is
// installed, else undefined, which means Playwright's own Chromium (`npx playwright install chromium`).
// CommonJS, because Playwright loads its TypeScript config as CommonJS and the benchmarks (ES modules) import it too.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS file (see above) has only require
const { existsSync } = require('node:fs');

const systemChromium = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/snap/bin/chromium',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];

function chromiumPath(env = process.env) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return systemChromium.find((file) => existsSync(file));
}

exports.chromiumPath = chromiumPath;

// `node scripts/chromium-path.cjs` prints the path, or nothing when Playwright's own Chromium is to be used.
if (require.main === module) process.stdout.write(chromiumPath() ?? '');

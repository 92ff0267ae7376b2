// The test command's budget, printed at its end: the ten slowest Playwright tests and vitest files, and every
// test that passed only on retry. A retried test is a flake: CI keeps one retry as a net, and this summary counts
// it as a failure to fix. Reads the JSON reports that scripts/test-all.sh asks vitest and Playwright for.
import { existsSync, readFileSync } from 'node:fs';

const read = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const top = (rows, n = 10) => rows.sort((a, b) => b.ms - a.ms).slice(0, n);

// Playwright's JSON report nests suites (file, describe) around specs, each with one test per project.
function playwrightTests(report) {
  const rows = [];
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        rows.push({
          name: [...path, spec.title].join(' › '),
          ms: results.reduce((sum, r) => sum + (r.duration ?? 0), 0),
          retried: results.length > 1,
          status: test.status,
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  return rows;
}

function vitestFiles(report) {
  return (report.testResults ?? []).map((file) => ({
    name: file.name.replace(`${process.cwd()}/`, ''),
    ms: (file.endTime ?? 0) - (file.startTime ?? 0),
  }));
}

const vitest = read('test-results/vitest.json');
if (vitest) {
  console.log('\nSlowest vitest files:');
  for (const row of top(vitestFiles(vitest))) console.log(`  ${seconds(row.ms).padStart(8)}  ${row.name}`);
}

const e2e = read('test-results/e2e.json');
if (e2e) {
  const tests = playwrightTests(e2e);
  // The suite's own clock (its workers run side by side) and the sum of its tests' durations.
  const wall = e2e.stats?.duration ?? 0;
  const summed = tests.reduce((sum, t) => sum + t.ms, 0);
  console.log(`\ne2e: ${seconds(wall)} on the clock, ${seconds(summed)} of tests (${tests.length} tests); the budget is 7 min on the clock`);
  console.log('\nSlowest e2e tests:');
  for (const row of top(tests)) console.log(`  ${seconds(row.ms).padStart(8)}  ${row.name}`);
  const flaky = tests.filter((t) => t.retried);
  console.log(`\nRetried e2e tests (flakes, each a failure to fix): ${flaky.length}`);
  for (const row of flaky) console.log(`  ${row.status.padEnd(10)} ${row.name}`);
}

import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// `npm run new:resource` on a copy of the project (its files as git sees them, node_modules linked):
// what it writes must type-check, lint and pass its own tests as generated. Slow (minutes): it runs
// from `npm run test:generator` (scripts/test-all.sh), not in the quick `npx vitest run`.
const root = path.resolve(import.meta.dirname, '../..');
let copy = '';

// The child runs vitest of its own: this run's VITEST* variables must not steer it.
// Its output plain: NO_COLOR, and no FORCE_COLOR (any value turns colours on).
const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NO_COLOR: '1' };
for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'FORCE_COLOR') Reflect.deleteProperty(env, key);

interface Run {
  status: number | null;
  output: string;
}

function run(command: string, args: readonly string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: copy, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status: number | null) => resolve({ status, output }));
  });
}

/** Every file git would check out, plus the untracked ones not ignored (a working tree's new files). */
function copyProject(to: string) {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(root, file);
    if (!existsSync(from)) continue;
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    cpSync(from, path.join(to, file));
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(to, 'node_modules'), 'dir');
}

const every = ['title:i18n', 'name:text', 'body:longtext', 'price:number', 'startsAt:datetime', 'status:status', 'level:select=low,high', 'owner:ref=users', 'grade:dict=notice_level'];
const fewest = ['label:text', 'note:longtext', 'team:ref=groups'];
const generated = (name: string, singular: string) => [
  ...['schema.ts', 'resource.ts', 'registration.ts', 'messages.en.json', 'messages.zh.json', 'table.ts', 'list.ts', 'service.ts', 'view.ts', 'export.ts', 'snapshot.ts', 'server.ts', 'page.tsx'].map((f) => `resources/${name}/${f}`),
  ...[`${singular}-api.ts`, `${singular}-view.tsx`, `${singular}-page.tsx`].map((f) => `resources/${name}/ui/${f}`),
  `tests/api/${name}.test.ts`,
  `tests/component/${name}-page.test.tsx`,
];

beforeAll(() => {
  copy = mkdtempSync(path.join(tmpdir(), 'new-resource-'));
  copyProject(copy);
});

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('npm run new:resource', () => {
  it('writes a resource with a field of every type, and one with the fewest, whose code type-checks, lints and passes its generated tests and the unit tests', async () => {
    const migrations = readdirSync(path.join(copy, 'drizzle')).filter((f) => f.endsWith('.sql')).length;
    const first = await run('npm', ['run', '--silent', 'new:resource', '--', 'gadgets', ...every]);
    expect(first.status, first.output).toBe(0);
    const second = await run('npm', ['run', '--silent', 'new:resource', '--', 'boxes', ...fewest]);
    expect(second.status, second.output).toBe(0);
    for (const file of [...generated('gadgets', 'gadget'), ...generated('boxes', 'box')]) expect(existsSync(path.join(copy, file)), file).toBe(true);
    expect(readdirSync(path.join(copy, 'drizzle')).filter((f) => f.endsWith('.sql')).sort().slice(migrations)).toEqual([
      `${String(migrations).padStart(4, '0')}_gadgets.sql`,
      `${String(migrations + 1).padStart(4, '0')}_boxes.sql`,
    ]);
    const registry = readFileSync(path.join(copy, 'resources/index.ts'), 'utf8');
    expect(registry).toContain("import { gadgets } from './gadgets/registration';");
    expect(registry).toMatch(/registeredResources = \[[^\]]*, gadgets, boxes\] as const/);
    // Never the URL files: the registry serves a resource's API and page.
    expect(existsSync(path.join(copy, 'app/api/system/gadgets'))).toBe(false);

    const again = await run('npm', ['run', '--silent', 'new:resource', '--', 'gadgets', 'title:text']);
    expect([again.status, again.output]).toEqual([2, expect.stringContaining('resources/gadgets exists already')]);

    const tests = [...generated('gadgets', 'gadget'), ...generated('boxes', 'box')].filter((f) => f.startsWith('tests/'));
    // The generated tests, the unit tests (the registry's menu, messages, layers and data-scope checks) and the API
    // tests that count the registry's menu items and endpoints, alone first, as their timeouts are a quiet
    // machine's; then the type check and lint together.
    const registryTests = ['tests/unit', 'tests/api/openapi.test.ts', 'tests/api/menu-db.test.ts', 'tests/api/route-permission.test.ts'];
    const vitest = await run('npx', ['vitest', 'run', ...tests, ...registryTests]);
    expect(vitest.status, vitest.output).toBe(0);
    expect(vitest.output).toMatch(/Test Files\s+\d+ passed/);
    for (const test of tests) expect(vitest.output).toContain(test);
    const [types, lint] = await Promise.all([
      run('npx', ['tsc', '--noEmit', '-p', '.']),
      run('npx', ['eslint', 'resources/gadgets', 'resources/boxes', 'resources/index.ts', ...tests]),
    ]);
    expect(types.status, types.output).toBe(0);
    expect(lint.status, lint.output).toBe(0);
  });
});

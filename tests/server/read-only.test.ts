import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, cp, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, freshDatabase, noPostgres, signIn } from './support';

// Serverless hosts mount the deployment read-only: with DATABASE_URL the server must write nothing
// outside the OS temp dir. The build is copied, made read-only (which binds unless the tests run as
// root) and every file's size and mtime are compared before and after a sign-in and page views.
async function listing(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    const info = await stat(file);
    files.set(path.relative(dir, file), entry.isDirectory() ? 'dir' : `${info.size}:${info.mtimeMs}`);
  }
  return files;
}

async function chmodTree(dir: string, writable: boolean) {
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (!entry.isSymbolicLink()) await chmod(file, entry.isDirectory() ? (writable ? 0o755 : 0o555) : writable ? 0o644 : 0o444);
  }
  await chmod(dir, writable ? 0o755 : 0o555);
}

describe.skipIf(!adminUrl)(`a read-only deployment on PostgreSQL${adminUrl ? '' : ` (${noPostgres})`}`, () => {
  let root: string;
  let app: string;
  let child: ChildProcess | undefined;
  let drop: () => Promise<void>;
  const url = 'http://127.0.0.1:3320';

  beforeAll(async () => {
    const database = await freshDatabase('readonly');
    drop = database.drop;
    root = await mkdtemp(path.join(tmpdir(), 'console-readonly-'));
    app = path.join(root, 'app');
    await cp('.next/standalone', app, { recursive: true, verbatimSymlinks: true });
    await chmodTree(app, false);
    child = spawn(process.execPath, [path.join(app, 'server.js')], {
      cwd: app,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: '3320',
        HOSTNAME: '127.0.0.1',
        AUTH_SECRET: 'server-test-secret-server-test-secret-01',
        NEXT_TELEMETRY_DISABLED: '1',
        DATABASE_URL: database.url,
        SEED_DEMO: '1',
        SUPER_PASSWORD: 'read-only-password',
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 600; i++) {
      const up = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
      if (up) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('the read-only server did not start');
  }, 180_000);

  afterAll(async () => {
    child?.kill('SIGTERM');
    if (root) {
      await chmodTree(app, true).catch(() => undefined);
      await rm(root, { recursive: true, force: true });
    }
    await drop?.();
  });

  it('signs in and serves pages without writing to its directory', async () => {
    const before = await listing(app);
    const token = await signIn(url, 'super', 'read-only-password');
    const cookie = { cookie: `token=${token}` };
    for (const page of ['/login', '/dashboard', '/system/user']) {
      const res = await fetch(`${url}${page}`, { headers: cookie, redirect: 'manual' });
      expect([200, 307], page).toContain(res.status);
    }
    const info = await fetch(`${url}/api/user/userInfo`, { headers: { authorization: `Bearer ${token}` } });
    expect(info.status).toBe(200);
    const after = await listing(app);
    const changed = [...after].filter(([file, mark]) => before.get(file) !== mark).map(([file]) => file);
    expect(changed).toEqual([]);
    expect(after.size).toBe(before.size);
  });
});

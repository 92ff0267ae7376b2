import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminUrl, api, freshDatabase, noPostgres, signIn, startServer, stopServer, withAdmin, type Server } from './support';

const jsonLines = (server: Server) => server.lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line));

/** A sign-in whose body arrives in two parts: the server is inside the handler between them. */
function slowSignIn(server: Server, pause: Promise<void>): Promise<{ status: number; body: string }> {
  const body = JSON.stringify({ username: 'super', password: 'super' });
  return new Promise((resolve, reject) => {
    const req = request(`${server.url}/api/user/login`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), locale: 'en' },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    req.write(body.slice(0, 10));
    void pause.then(() => req.end(body.slice(10)));
  });
}

/** SIGTERM while requests are half-sent: each must still be answered, then the database closes. */
async function terminateUnderLoad(server: Server) {
  let finish = () => {};
  const pause = new Promise<void>((resolve) => (finish = resolve));
  const pending = Array.from({ length: 4 }, () => slowSignIn(server, pause));
  await new Promise((r) => setTimeout(r, 500));
  server.child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  // Stopped listening, still serving what it accepted.
  await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  finish();
  const answers = await Promise.all(pending);
  for (const answer of answers) expect(JSON.parse(answer.body).data.status).toBe('ok');
  expect(await server.exited).toBe(143);
  expect(jsonLines(server).map((l) => l.msg)).toContain('shutdown: database closed');
}

describe('operations on the embedded database', () => {
  let server: Server;
  const call = (path: string, init?: Parameters<ReturnType<typeof api>>[1]) => api(server.url)(path, init);

  beforeAll(async () => {
    server = await startServer(3330, { DATABASE_URL: '' });
  });
  afterAll(() => stopServer(server));

  it('GET /api/health answers 200 and says nothing secret', async () => {
    const res = await call('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 200, data: { status: 'ok', database: 'up' } });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('echoes a sane x-request-id, replaces anything else, and logs JSON with it and no secrets', async () => {
    const echoed = await call('/api/health', { headers: { 'x-request-id': 'lb-1234.abc' } });
    expect(echoed.headers.get('x-request-id')).toBe('lb-1234.abc');
    for (const insane of ['a b', 'x'.repeat(200), '<script>', 'id;drop', '"quoted"']) {
      const res = await fetch(`${server.url}/api/health`, { headers: { 'x-request-id': insane } });
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    const page = await fetch(`${server.url}/login`, { headers: { 'x-request-id': 'page-req-1' } });
    expect(page.headers.get('x-request-id')).toBe('page-req-1');

    const token = await signIn(server.url, 'super', 'super');
    const wrong = await call('/api/user/login', { body: { username: 'user003', password: 'hunter2-not-it' }, headers: { 'x-request-id': 'login-7' } });
    expect(wrong.body.data.status).toBe('error');
    await call('/api/user/userInfo', { token });
    await new Promise((r) => setTimeout(r, 200));
    const log = server.lines.join('\n');
    for (const secret of ['hunter2-not-it', token, token.split('.')[2] ?? token]) expect(log).not.toContain(secret);
    const lines = jsonLines(server);
    expect(lines.find((l) => l.reqId === 'login-7')).toMatchObject({ msg: 'api', method: 'POST', path: '/api/user/login', status: 200, level: 30 });
    expect(lines.find((l) => l.reqId === 'page-req-1')).toMatchObject({ msg: 'page', path: '/login' });
    expect(lines.find((l) => l.path === '/api/user/userInfo')).toMatchObject({ userId: expect.any(String) });
  });

  it('sends the security headers with pages, API answers, static files and 404s', async () => {
    const login = await fetch(`${server.url}/login`);
    const html = await login.text();
    const script = html.match(/src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(script).toBeDefined();
    for (const path of ['/login', '/api/health', script ?? '', '/cesium/Workers/createVerticesFromHeightmap.js', '/no/such/file.txt']) {
      const res = await fetch(`${server.url}${path}`, { redirect: 'manual' });
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  it('ignores forged x-middleware-subrequest headers (CVE-2025-29927)', async () => {
    const forged = ['proxy', 'middleware', 'proxy:proxy:proxy:proxy:proxy', 'middleware:middleware:middleware:middleware:middleware', 'src/middleware:src/middleware:src/middleware:src/middleware:src/middleware'];
    for (const value of forged) {
      const page = await fetch(`${server.url}/system/user`, { headers: { 'x-middleware-subrequest': value }, redirect: 'manual' });
      expect(page.status, value).toBe(307);
      expect(page.headers.get('location')).toMatch(/\/login(\?next=%2F[^&]*)?$/);
      const res = await call('/api/system/users', { body: {}, headers: { 'x-middleware-subrequest': value } });
      expect(res.status).toBe(401);
    }
  });

  it('shows markup stored in a name as text on the server-rendered page', async () => {
    const token = await signIn(server.url, 'super', 'super');
    const name = '<img src=x onerror=alert(1)><script>alert(2)</script>';
    const added = await call('/api/system/users/add', {
      token,
      body: { username: 'markup', name, email: 'markup@example.com', phone: '13800000000', group: '0001', roles: ['user'], password: 'escaped-pass' },
    });
    expect(added.status).toBe(200);
    const own = await signIn(server.url, 'markup', 'escaped-pass');
    const page = await fetch(`${server.url}/dashboard`, { headers: { cookie: `token=${own}` } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(2)');
  });

  it('finishes in-flight requests on SIGTERM and closes the database before exiting', () => terminateUnderLoad(server));
});

describe.skipIf(!adminUrl)(`operations on PostgreSQL${adminUrl ? '' : ` (${noPostgres})`}`, () => {
  let server: Server;
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const name = () => new URL(database.url).pathname.slice(1);
  const connections = () =>
    withAdmin(async (c) => (await c.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name()])).rows[0].n as number);

  beforeAll(async () => {
    database = await freshDatabase('operations');
    server = await startServer(3331, { DATABASE_URL: database.url, SEED_DEMO: '1', SUPER_PASSWORD: 'super' });
  });
  afterAll(async () => {
    await stopServer(server);
    await database.drop();
  });

  it('GET /api/health answers 503 while the database refuses connections, and 200 again after', async () => {
    expect((await api(server.url)('/api/health')).status).toBe(200);
    await withAdmin(async (c) => {
      await c.query(`alter database ${name()} with allow_connections false`);
      await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name()]);
    });
    try {
      const down = await api(server.url)('/api/health');
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ code: 503, data: { status: 'unavailable', database: 'down' } });
      // A probe that happens to carry a session cookie or token gets the same answer.
      const withToken = await api(server.url)('/api/health', { headers: { authorization: 'Bearer some.stale.token' } });
      expect(withToken.status).toBe(503);
    } finally {
      await withAdmin((c) => c.query(`alter database ${name()} with allow_connections true`));
    }
    expect((await api(server.url)('/api/health')).status).toBe(200);
  });

  it('finishes in-flight requests on SIGTERM and closes its connections', async () => {
    expect(await connections()).toBeGreaterThan(0);
    await terminateUnderLoad(server);
    expect(await connections()).toBe(0);
  });
});

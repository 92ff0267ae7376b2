import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath } from '../../scripts/chromium-path.cjs';
import { adminUrl, api, freshDatabase, noPostgres, signIn, startServer, stopServer, type Server } from './support';

// Two production servers on one PostgreSQL database: whatever one instance changes, the other
// enforces on its very next request, because sessions, grants and login failures live in the database.
describe.skipIf(!adminUrl)(`two instances on one PostgreSQL database${adminUrl ? '' : ` (${noPostgres})`}`, () => {
  let a: Server;
  let b: Server;
  let drop: () => Promise<void>;
  let superOnB: string;
  let userId: string;
  let roleId: string;
  const onA = (path: string, init?: Parameters<ReturnType<typeof api>>[1]) => api(a.url)(path, init);
  const onB = (path: string, init?: Parameters<ReturnType<typeof api>>[1]) => api(b.url)(path, init);

  beforeAll(async () => {
    const database = await freshDatabase('instances');
    drop = database.drop;
    const env = { DATABASE_URL: database.url, SEED_DEMO: '1', SUPER_PASSWORD: 'super-secret-password', DB_POOL_MAX: '4', TRUST_PROXY: '1' };
    [a, b] = await Promise.all([startServer(3310, env), startServer(3311, env)]);
    superOnB = await signIn(b.url, 'super', 'super-secret-password');
    // A role of its own (dashboard and the user page) and a user holding it, made on B.
    const menus = ['0000', '0005', '000500', '000501'];
    expect((await onB('/api/system/roles/add', { token: superOnB, body: { role: 'ops', name: 'Ops', permissions: menus } })).status).toBe(200);
    roleId = (await onB('/api/system/roles', { token: superOnB, body: { role: 'ops' } })).body.data.list[0].id;
    const added = await onB('/api/system/users/add', {
      token: superOnB,
      body: { username: 'opsuser', name: 'Ops User', email: 'ops@example.com', phone: '13800000000', group: '0001', roles: ['ops'], password: 'first-pass' },
    });
    expect(added.status).toBe(200);
    userId = added.body.data.id;
  }, 180_000);

  afterAll(async () => {
    await Promise.all([a && stopServer(a), b && stopServer(b)]);
    await drop?.();
  });

  /** The session id a token carries (its payload's `sid`). */
  const sid = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

  /** A user without roles, added through B; answers their password. */
  const userOnB = async (username: string, phone: string) => {
    const password = 'added-on-b-pass';
    const added = await onB('/api/system/users/add', {
      token: superOnB,
      body: { username, name: username, email: `${username}@example.com`, phone, group: '0001', roles: [], password },
    });
    expect(added.status).toBe(200);
    return password;
  };

  const menusOnA = async (token: string) => {
    const res = await onA('/api/user/userInfo', { token });
    return res.status === 200 ? [...res.body.data.currentMenuPermission].sort() : res.status;
  };

  it('applies a role permission change made on B to A on the next request', async () => {
    const token = await signIn(a.url, 'opsuser', 'first-pass');
    expect(await menusOnA(token)).toEqual(['/dashboard', '/system', '/system/role', '/system/user']);
    expect((await onB('/api/system/roles/edit', { token: superOnB, body: { id: roleId, permissions: ['0000', '0005', '000500'] } })).status).toBe(200);
    expect(await menusOnA(token)).toEqual(['/dashboard', '/system', '/system/user']);
    expect((await onA('/api/system/roles', { token, body: {} })).status).toBe(403);
    // Pages too: on A the page the role lost answers 403 (in the shell), the others still open.
    const lost = await onA('/system/role', { headers: { cookie: `token=${token}` } });
    expect(lost.status).toBe(403);
    expect((await onA('/system/user', { headers: { cookie: `token=${token}` } })).status).toBe(200);
    // Switching the current role on B is what A sees next.
    expect((await onB('/api/user/currentRole', { token, body: { role: 'ops' } })).status).toBe(200);
    expect((await onA('/api/user/userInfo', { token })).body.data.currentRole).toBe('ops');
  });

  it('refuses on A a session whose password was reset, or which signed out, on B', async () => {
    const token = await signIn(a.url, 'opsuser', 'first-pass');
    const other = await signIn(b.url, 'opsuser', 'first-pass');
    expect((await onB('/api/user/logout', { token: other, method: 'POST' })).status).toBe(200);
    expect(await menusOnA(other)).toBe(401);
    expect(await menusOnA(token)).not.toBe(401);
    const reset = await onB(`/api/system/users/reset/${userId}`, { token: superOnB, method: 'POST' });
    expect(reset.status).toBe(200);
    expect(await menusOnA(token)).toBe(401);
    const page = await onA('/dashboard', { headers: { cookie: `token=${token}` } });
    expect(page.status).toBe(307);
    expect(page.headers.get('location')).toMatch(/\/login(\?next=%2F[^&]*)?$/);
    expect((await onA('/api/user/login', { body: { username: 'opsuser', password: 'first-pass' } })).body.data.status).toBe('error');
    await signIn(a.url, 'opsuser', reset.body.data.password);
  });

  it('refuses on A a user disabled on B', async () => {
    const token = await signIn(a.url, 'opsuser', (await onB(`/api/system/users/reset/${userId}`, { token: superOnB, method: 'POST' })).body.data.password);
    expect(await menusOnA(token)).not.toBe(401);
    expect((await onB('/api/system/users/edit', { token: superOnB, body: { id: userId, status: '0' } })).status).toBe(200);
    expect(await menusOnA(token)).toBe(401);
    expect((await onA('/api/system/users', { token, body: {} })).status).toBe(401);
  });

  it('shows on A the menu changes made on B on the next page load', async () => {
    const superOnA = await signIn(a.url, 'super', 'super-secret-password');
    const page = async (path: string) => onA(path, { headers: { cookie: `token=${superOnA}; locale=en` } });
    const added = await onB('/api/system/permissions/addChild', {
      token: superOnB,
      body: { parentId: '0005', id: 'opsdemo', name: 'Ops demo', nameZh: '运维演示', icon: 'star', path: '/system/ops-demo' },
    });
    expect(added.status).toBe(200);
    // The super role holds every permission, new ones included.
    const opened = await page('/system/ops-demo');
    expect(opened.status).toBe(200);
    expect(opened.text).toContain('Ops demo');
    expect(opened.text).toContain('Module not found');
    expect((await onB('/api/system/permissions/edit', { token: superOnB, body: { id: 'opsdemo', name: 'Ops board' } })).status).toBe(200);
    const renamed = await page('/system/ops-demo');
    expect(renamed.text).toContain('Ops board');
    expect(renamed.text).not.toContain('Ops demo');
    expect((await onB('/api/system/permissions', { token: superOnB, method: 'DELETE', body: ['opsdemo'] })).status).toBe(200);
    // Deleted on B: on A the address is no page any more (404 in the shell).
    expect((await page('/system/ops-demo')).status).toBe(404);
  });

  // TRUST_PROXY=1 (set for both servers above): X-Forwarded-For plays the proxy that names each client.
  const loginFrom = (server: Server, client: string, username: string, password: string) =>
    api(server.url)('/api/user/login', { body: { username, password }, headers: { 'x-forwarded-for': client } });

  it('streams to A, within 2 s, a notification written through B; a stream reopened on A resumes after the last id it saw', async () => {
    const password = await userOnB('belluser', '13800000001');
    const watching = await signIn(a.url, 'belluser', password);
    // Each notification: B's administrator signs out another session of the user's.
    const signOutOnB = async () => {
      const other = await signIn(b.url, 'belluser', password);
      const at = Date.now();
      expect((await onB('/api/system/sessions', { token: superOnB, method: 'DELETE', body: [sid(other)] })).status).toBe(200);
      return at;
    };
    const open = async (lastId?: string) => {
      const abort = new AbortController();
      const headers: Record<string, string> = { authorization: `Bearer ${watching}`, ...(lastId ? { 'last-event-id': lastId } : {}) };
      const res = await fetch(`${a.url}/api/user/notifications/stream`, { headers, signal: abort.signal });
      expect(res.headers.get('content-type')).toContain('text/event-stream');
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buffered = '';
      const next = async (): Promise<{ id: string; data: { kind: string } }> => {
        for (;;) {
          const match = /(?:^|\n)id: (\d+)\nevent: notification\ndata: (.*)\n\n/.exec(buffered);
          if (match) {
            buffered = buffered.slice(match.index + match[0].length);
            return { id: match[1]!, data: JSON.parse(match[2]!) };
          }
          const { value, done } = await reader.read();
          if (done) throw new Error('the stream ended');
          buffered += decoder.decode(value, { stream: true });
        }
      };
      return { next, close: () => abort.abort() };
    };
    const stream = await open();
    // The listener is up once the stream answered; B's write must reach A through PostgreSQL within 2 s.
    const started = await signOutOnB();
    const first = await stream.next();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(first.data.kind).toBe('signedOut');
    stream.close();
    // Written while no stream is open: the reopened one (Last-Event-ID, as EventSource sends it) gets it first.
    await signOutOnB();
    const resumed = await open(first.id);
    const missed = await resumed.next();
    expect(Number(missed.id)).toBeGreaterThan(Number(first.id));
    expect(missed.data.kind).toBe('signedOut');
    resumed.close();
  });

  it('shows in a browser on A, within 2 s, a notification written through B (the header bell\'s count)', async () => {
    const password = await userOnB('browseruser', '13800000002');
    // A second session of the user's, on B: its sign-in, from a browser the user has not used, is itself a
    // notification, written before the page loads, so the bell starts from a count the API tells.
    const other = await signIn(b.url, 'browseruser', password);
    const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', '--disable-dev-shm-usage'] });
    try {
      const page = await browser.newPage({ baseURL: a.url, locale: 'en-US' });
      // The sign-in's cookie is the page's session on A; the bell's event stream opens with the shell.
      const login = await page.request.post('/api/user/login', { data: { username: 'browseruser', password } });
      expect(login.status()).toBe(200);
      const unread = async () => (await onA('/api/user/notifications', { token: (await login.json()).data.token, body: {} })).body.data.unread as number;
      const streaming = page.waitForResponse((res) => res.url().endsWith('/api/user/notifications/stream') && res.status() === 200);
      await page.goto('/account');
      await streaming;
      const before = await unread();
      const bell = page.getByTestId('notification-bell');
      await bell.and(page.getByRole('button', { name: before === 0 ? /No unread notifications/ : new RegExp(`\\b${before} unread notification`) })).waitFor();
      // B's administrator signs out the other session: the notification is written through B.
      const at = Date.now();
      expect((await onB('/api/system/sessions', { token: superOnB, method: 'DELETE', body: [sid(other)] })).status).toBe(200);
      await page.getByTestId('notification-count').filter({ hasText: new RegExp(`^${before + 1}$`) }).waitFor({ timeout: 2000 });
      expect(Date.now() - at).toBeLessThan(2000);
      expect(await unread()).toBe(before + 1);
    } finally {
      await browser.close();
    }
  });

  it('counts failed sign-ins per (username, address) across both instances, even when they arrive at once', async () => {
    const attempts = await Promise.all(Array.from({ length: 12 }, (_, i) => loginFrom(i % 2 ? b : a, '203.0.113.50', 'user007', 'wrong')));
    expect(attempts.filter((res) => res.body.data?.status === 'error')).toHaveLength(5);
    expect(attempts.filter((res) => res.status === 429)).toHaveLength(7);
    for (const server of [a, b]) {
      const res = await loginFrom(server, '203.0.113.50', 'user007', 'user007');
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // The owner, from another address, signs in on either instance.
    for (const server of [a, b]) expect((await loginFrom(server, '203.0.113.51', 'user007', 'user007')).body.data.status).toBe('ok');
  });

  it('allows one address at most 10 failures a minute across usernames, on both instances together', async () => {
    const attempts = await Promise.all(Array.from({ length: 14 }, (_, i) => loginFrom(i % 2 ? b : a, '203.0.113.60', `spray${i}`, 'Winter2026!')));
    expect(attempts.filter((res) => res.body.data?.status === 'error')).toHaveLength(10);
    expect(attempts.filter((res) => res.status === 429)).toHaveLength(4);
    expect((await loginFrom(a, '203.0.113.60', 'user008', 'user008')).status).toBe(429);
    expect((await loginFrom(b, '203.0.113.61', 'user008', 'user008')).body.data.status).toBe('ok');
  });
});

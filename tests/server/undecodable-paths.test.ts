import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '@/lib/server/security-headers';
import { signIn, startServer, stopServer, type Server } from './support';

// A path that percent-decoding refuses: 400 with the API envelope, or the not-found page (404) for a
// page; never Next's bare 500, and the security headers either way (proxy.ts, lib/api/undecodable-path.ts).
const apiPaths = ['/api/system/users/detail/%FF', '/api/system/users/detail/%zz', '/api/%E0%A4%A', '/api/nothing/%FF'];
const pagePaths = ['/system/user/%FF', '/system/user/%zz', '/%E0%A4%A', '/_next/%FF'];

/** A GET of the path exactly as written (fetch would normalise it). */
function get(server: Server, rawPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Headers; body: string }>((resolve, reject) => {
    const req = request(`${server.url}/`, { path: rawPath, agent: false, headers: { locale: 'en', ...headers } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => {
        const flat = Object.entries(res.headers).map(([name, value]): [string, string] => [name, String(value)]);
        resolve({ status: res.statusCode ?? 0, headers: new Headers(flat), body });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function expectSecurityHeaders(headers: Headers, rawPath: string) {
  for (const { key, value } of securityHeaders(false)) expect(headers.get(key), `${key} on ${rawPath}`).toBe(value);
}

describe('paths that cannot be decoded', () => {
  let server: Server;
  let token: string;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'undecodable-'));

  beforeAll(async () => {
    server = await startServer(3340, { DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO: '1', SUPER_PASSWORD: 'super' });
    token = await signIn(server.url, 'super');
  });

  afterAll(async () => {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers an API path with 400 in the JSON envelope and the security headers', async () => {
    const ways: Record<string, string>[] = [{}, { authorization: `Bearer ${token}` }];
    for (const rawPath of apiPaths) {
      for (const headers of ways) {
        const res = await get(server, rawPath, headers);
        expect(res.status, rawPath).toBe(400);
        expect(res.headers.get('content-type'), rawPath).toContain('application/json');
        expect(JSON.parse(res.body), rawPath).toEqual({ code: 400, message: 'The request is invalid.' });
        expectSecurityHeaders(res.headers, rawPath);
      }
    }
  });

  it('answers a console page with the not-found page, signed in or not, with the security headers', async () => {
    const ways: Record<string, string>[] = [{}, { cookie: `token=${token}` }];
    for (const rawPath of pagePaths) {
      for (const headers of ways) {
        const res = await get(server, rawPath, headers);
        expect(res.status, rawPath).toBe(404);
        expect(res.headers.get('content-type'), rawPath).toContain('text/html');
        expect(res.body, rawPath).toContain('This page could not be found.');
        expectSecurityHeaders(res.headers, rawPath);
      }
    }
  });

  it('still serves a path whose escapes decode', async () => {
    const api = await get(server, '/api/system/users/detail/a%20b', { authorization: `Bearer ${token}` });
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toMatchObject({ code: 400 });
    expect((await get(server, '/api/nothing/a%20b')).status).toBe(404);
    const page = await get(server, '/system/a%20b');
    expect(page.status).toBe(307);
    expect(page.headers.get('location')).toBe('/login?next=%2Fsystem%2Fa%2520b');
  });
});

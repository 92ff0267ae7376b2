import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installRequestGate } from '@/lib/server/request-gate';
import { socketAddressHeader } from '@/lib/server/socket-address';

// A real Node server stands in for Next's: the gate works on the server's `request` listeners.
let server: Server;
let port: number;
const seen: { method?: string; headers: IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  installRequestGate();
  installRequestGate();
  server = createServer((req, res) => {
    seen.push({ method: req.method, headers: req.headers });
    res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function send(method: string, headers: Record<string, string> = {}) {
  return new Promise<{ status?: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = httpRequest({ port, host: '127.0.0.1', method, path: '/api/health', headers }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the request gate', () => {
  it('answers TRACE and other methods Next cannot serve with 405 and the envelope, on the first request too', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE']) {
      const res = await send(method, { locale: 'en' });
      expect(res.status, method).toBe(405);
      expect(res.headers['content-type']).toBe('application/json');
      expect(JSON.parse(res.body)).toEqual({ code: 405, message: 'This method is not allowed here.' });
    }
    expect(JSON.parse((await send('TRACE')).body).message).toBe('此处不支持该请求方法。');
    expect(seen).toEqual([]);
  });

  it('passes the methods Next serves on, stamped with the socket address whatever the client sent', async () => {
    const header = socketAddressHeader();
    expect(header).toMatch(/^x-socket-address-[0-9a-f]{24}$/);
    for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']) {
      expect((await send(method, { [header]: '203.0.113.9', 'x-forwarded-for': '203.0.113.9' })).status, method).toBe(200);
    }
    expect(seen.map((s) => s.method)).toEqual(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD']);
    for (const { headers } of seen) expect(headers[header]).toBe('127.0.0.1');
  });
});

import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import * as catchAll from '@/app/api/[[...rest]]/route';
import { routeModules } from '@/app/api/openapi.json/registry';
import { GET as openapi } from '@/app/api/openapi.json/route';
import { signIn } from '../support/auth';
import { call } from '../support/call';

const { GET: audit } = endpoint('/api/system/audit');

// What a route does not serve: other methods, unknown paths, out-of-range dates.
const methods = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type Handler = Parameters<typeof call>[0];

let token: string;
beforeAll(async () => {
  token = await signIn();
});

describe('methods a route does not serve', () => {
  it('answer 405 with the JSON envelope and Allow on every API route, and OPTIONS names the served ones', async () => {
    for (const [path, module] of Object.entries(await routeModules())) {
      const handlers = module as unknown as Record<string, Handler | undefined>;
      const served = methods.filter((method) => handlers[method] && 'spec' in handlers[method]);
      expect(served.length, path).toBeGreaterThan(0);
      const allow = [...served, ...(served.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].sort().join(', ');
      for (const method of methods.filter((m) => !served.includes(m))) {
        const handler = handlers[method];
        expect(handler, `${method} ${path}`).toBeTypeOf('function');
        const res = await call(handler as Handler, { method, token, url: path });
        expect(res.status, `${method} ${path}`).toBe(405);
        expect(res.body).toEqual({ code: 405, message: 'This method is not allowed here.' });
        expect(res.headers.get('allow')).toBe(allow);
      }
      const options = handlers.OPTIONS as Handler;
      const res = await call(options, { method: 'OPTIONS', url: path });
      expect(res.status).toBe(204);
      expect(res.headers.get('allow'), path).toBe(allow);
    }
  });
});

describe('unknown paths under /api', () => {
  it('answer 404 with the JSON envelope for every method, signed in or not', async () => {
    for (const method of [...methods, 'OPTIONS'] as const) {
      for (const signedIn of [false, true]) {
        const res = await call(catchAll[method], { method, url: '/api/nope', ...(signedIn ? { token } : {}), ...(method === 'POST' ? { body: {} } : {}) });
        expect(res.status, method).toBe(404);
        expect(res.body).toEqual({ code: 404, message: 'Not found.' });
        expect(res.headers.get('location')).toBeNull();
      }
    }
    expect((await call(catchAll.GET, { url: '/api/nope', locale: 'zh' })).body.message).toBe('未找到。');
  });
});

describe('GET /api/system/audit dates', () => {
  it('answer 400 with a field message for dates PostgreSQL cannot hold, instead of 500', async () => {
    const message = 'Use a date between 1970-01-01 and 9999-12-30.';
    for (const [name, value] of [
      ['to', '9999-12-31'],
      ['from', '0000-01-01'],
      ['from', '0001-01-01'],
      ['to', '1969-12-31'],
      ['from', '9999-12-31T23:00:00Z'],
      ['to', '0000-01-01T00:00:00+14:00'],
    ]) {
      const res = await call(audit, { token, url: `/api/system/audit?${name}=${encodeURIComponent(value ?? '')}` });
      expect(res.status, `${name}=${value}`).toBe(400);
      expect(res.body.fields, `${name}=${value}`).toEqual({ [name as string]: message });
    }
    for (const query of ['to=9999-12-30', 'from=1970-01-01', 'from=1970-01-01&to=9999-12-30T23:59:59Z']) {
      expect((await call(audit, { token, url: `/api/system/audit?${query}` })).status, query).toBe(200);
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists 429 on sign-in, 503 on health, and email as format email', async () => {
    const { body } = await call(openapi);
    expect(Object.keys(body.paths['/api/user/login'].post.responses)).toContain('429');
    expect(body.paths['/api/user/login'].post.responses['429'].description).toMatch(/Retry-After/);
    expect(Object.keys(body.paths['/api/health'].get.responses)).toContain('503');
    for (const path of ['/api/system/users/add', '/api/system/users/edit']) {
      expect(body.paths[path].post.requestBody.content['application/json'].schema.properties.email, path).toMatchObject({ type: 'string', format: 'email' });
    }
    // Only real handlers are described: the 405 answers of other methods are not operations.
    expect(Object.keys(body.paths['/api/user/login'])).toEqual(['post']);
  });
});

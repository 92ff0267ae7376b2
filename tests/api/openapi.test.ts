import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeModules } from '@/app/api/openapi.json/registry';
import { GET as openapi } from '@/app/api/openapi.json/route';
import { registeredResources } from '@/resources/index';
import { servedRoutes } from '@/resources/served';
import { call } from '../support/call';

// Every endpoint the registered resources served as route files before the registry served them: each still answers.
/** The console's own resources and their endpoints. */
const systemResources: readonly string[] = ['users', 'roles', 'groups', 'permissions', 'sessions', 'notices', 'audit', 'signins'];
const resourceEndpoints = [
  '/api/notices/published',
  '/api/notices/attachment/{id}',
  ...['', '/export'].map((tail) => `/api/system/audit${tail}`),
  ...['', '/addBrother', '/addChild', '/detail/{id}', '/edit', '/export', '/move'].flatMap((tail) => [`/api/system/groups${tail}`, `/api/system/permissions${tail}`]),
  ...['', '/add', '/detail/{id}', '/edit', '/export'].flatMap((tail) => [`/api/system/notices${tail}`, `/api/system/roles${tail}`, `/api/system/users${tail}`]),
  '/api/system/users/reset/{id}',
  '/api/system/users/resetMfa/{id}',
  '/api/system/users/import',
  '/api/system/users/import/template',
  '/api/system/sessions',
  '/api/system/signins',
];

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(full);
    return entry.name === 'route.ts' ? [full] : [];
  });
}

type JsonSchema = { properties: Record<string, unknown>; required?: string[] };

const urlOf = (file: string) =>
  `/${path.dirname(path.relative('app', file)).split(path.sep).join('/')}`.replace(/\[(\w+)\]/g, '{$1}');

describe('GET /api/openapi.json', () => {
  it('registers every API route file and every registered resource\'s endpoint (and nothing else)', async () => {
    // The catch-all under /api serves the registry's endpoints (resources/served.ts) and answers 404 for the rest.
    const urls = routeFiles('app/api').map(urlOf).filter((url) => url !== '/api/openapi.json' && !url.includes('[['));
    const served = Object.keys(await servedRoutes());
    expect(Object.keys(await routeModules()).sort()).toEqual([...urls, ...served].sort());
    // Resources registered since (npm run new:resource) serve their own, under their `api`.
    const added = registeredResources.map((r) => r.definition).filter((d) => !systemResources.includes(d.name));
    const isAdded = (url: string) => added.some((d) => url === `/api/${d.api}` || url.startsWith(`/api/${d.api}/`));
    expect(served.filter((url) => !isAdded(url)).sort()).toEqual(resourceEndpoints.sort());
    for (const d of added) expect(served).toContain(`/api/${d.api}`);
  });

  it('describes every endpoint with its body schema, parameters and errors', async () => {
    const { status, body } = await call(openapi);
    expect(status).toBe(200);
    expect(body.openapi).toBe('3.1.0');
    const login = body.paths['/api/user/login'].post;
    expect(login.security).toEqual([]);
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['username', 'password']);
    const detail = body.paths['/api/system/groups/detail/{id}'].get;
    expect(detail.parameters.map((p: { name?: string; $ref?: string }) => p.name ?? p.$ref)).toEqual([
      '#/components/parameters/Locale',
      'id',
    ]);
    expect(Object.keys(detail.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
    // The reference client's shapes: `parentId` on edits ('' = top level), `action: ''` for no action.
    const doc = body as { paths: Record<string, { post: { requestBody: { content: Record<string, { schema: JsonSchema }> } } }> };
    const requestOf = (url: string) => doc.paths[url]?.post.requestBody.content['application/json']?.schema as JsonSchema;
    for (const url of ['/api/system/groups/edit', '/api/system/permissions/edit', '/api/system/groups/addChild', '/api/system/permissions/addChild']) {
      expect(requestOf(url).properties.parentId, url).toMatchObject({ type: 'string', pattern: '^[A-Za-z0-9_-]{0,64}$' });
    }
    for (const url of ['/api/system/permissions/addChild', '/api/system/permissions/addBrother', '/api/system/permissions/edit']) {
      expect(JSON.stringify(requestOf(url).properties.action), url).toContain('{"type":"string","const":""}');
      expect(requestOf(url).required, url).not.toContain('type');
    }
    let operations = 0;
    for (const [url, item] of Object.entries<Record<string, { responses: object; description: string }>>(body.paths)) {
      for (const op of Object.values(item)) {
        operations++;
        expect(op.description, url).toMatch(/\.$/);
        expect(Object.keys(op.responses), url).toContain('200');
      }
    }
    expect(operations).toBeGreaterThanOrEqual(30);
  });

  it('lists the exports: a text/csv or xlsx answer, the list body without paging, the columns by key and the format', async () => {
    const { body } = await call(openapi);
    for (const resource of ['users', 'roles', 'groups', 'permissions', 'audit', 'notices']) {
      const op = body.paths[`/api/system/${resource}/export`]?.post;
      expect(op, resource).toBeDefined();
      expect(Object.keys(op.responses['200'].content), resource).toEqual(['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']);
      expect(Object.keys(op.responses), resource).toEqual(expect.arrayContaining(['400', '401', '403']));
      const schema = op.requestBody.content['application/json'].schema as JsonSchema;
      expect(Object.keys(schema.properties), resource).toContain('columns');
      expect(schema.properties.format, resource).toMatchObject({ enum: ['csv', 'xlsx'] });
      expect(Object.keys(schema.properties), resource).not.toContain('page');
      expect(Object.keys(schema.properties), resource).not.toContain('size');
    }
    const users = body.paths['/api/system/users/export'].post.requestBody.content['application/json'].schema as JsonSchema;
    expect(users.properties.columns).toMatchObject({ items: { enum: expect.arrayContaining(['name', 'roles', 'permissions']) } });
  });

  it('describes the notices: the add body (both titles, the window, no author) and the published list', async () => {
    const { body } = await call(openapi);
    const add = body.paths['/api/system/notices/add'].post.requestBody.content['application/json'].schema as JsonSchema & { additionalProperties?: boolean };
    expect(add.required?.toSorted()).toEqual(['end', 'start', 'titleEn', 'titleZh']);
    expect(Object.keys(add.properties)).not.toContain('author');
    expect(add.additionalProperties).toBe(false);
    const published = body.paths['/api/notices/published'].get;
    expect(Object.keys(published.responses)).toEqual(expect.arrayContaining(['200', '401']));
    expect(Object.keys(published.responses)).not.toContain('403');
    expect(body.paths['/api/system/notices/detail/{id}'].get).toBeDefined();
    expect(body.paths['/api/system/notices'].delete).toBeDefined();
  });
});

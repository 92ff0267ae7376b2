import { eq, inArray } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { endpoint } from '@/tests/support/endpoint';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { dumpTables, signInWithRole } from '../support/system';

const { POST: list, DELETE: remove } = endpoint('/api/system/ssoproviders');
const { POST: add } = endpoint('/api/system/ssoproviders/add');
const { POST: edit } = endpoint('/api/system/ssoproviders/edit');
const { GET: detail } = endpoint('/api/system/ssoproviders/detail/{id}');
const { POST: exportCsv } = endpoint('/api/system/ssoproviders/export');

type Provider = { id: string; name: string; code: string; status: string };

const secret = 'client-secret-never-to-be-seen-again';
let token: string;
let codes = 0;
const body = (label: string, extra: Record<string, unknown> = {}) => ({
  name: label,
  code: `p${++codes}`,
  issuer: 'https://id.example.com/realms/corp',
  clientId: 'console',
  clientSecret: secret,
  roleClaim: 'groups',
  jit: true,
  mfaAmr: 'mfa, otp',
  status: '1',
  ...extra,
});
const addOne = async (label: string, extra: Record<string, unknown> = {}, as = token) => call(add, { token: as, url: '/api/system/ssoproviders/add', body: body(label, extra) });
const listOf = async (filter: Record<string, unknown> = {}) => {
  const res = await call(list, { token, body: filter });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Provider[]; total: number };
};

beforeAll(async () => {
  token = await signIn();
});
const environment = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'];
afterEach(() => {
  for (const key of environment) delete process.env[key];
});

describe('ssoproviders: CRUD', () => {
  it('adds, details, edits and deletes a provider', async () => {
    const res = await addOne('First', { code: 'corp' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id as string;
    const found = await call(detail, { token, params: { id } });
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ id, name: 'First', code: 'corp', issuer: 'https://id.example.com/realms/corp', clientId: 'console', roleClaim: 'groups', jit: true, mfaAmr: 'mfa, otp', mfaAcr: '', status: '1' });
    expect((await call(edit, { token, url: '/api/system/ssoproviders/edit', body: { id, name: 'Renamed', jit: false } })).status).toBe(200);
    expect((await call(detail, { token, params: { id } })).body.data).toMatchObject({ name: 'Renamed', jit: false, code: 'corp' });
    expect((await call(remove, { token, method: 'DELETE', url: '/api/system/ssoproviders', body: [id] })).status).toBe(200);
    expect((await call(detail, { token, params: { id } })).status).toBe(404);
    expect((await call(edit, { token, body: { id, name: 'Gone' } })).status).toBe(404);
    expect((await call(remove, { token, method: 'DELETE', body: [id] })).status).toBe(404);
  });

  it("pages, filters by the name's prefix and the status, and sorts", async () => {
    for (const label of ['Alpha one', 'Alpha two', 'Beta']) expect((await addOne(label, { status: label === 'Alpha two' ? '0' : '1' })).status).toBe(200);
    expect((await listOf({ name: 'alpha', orderField: 'name', orderValue: 'desc' })).list.map((r) => r.name)).toEqual(['Alpha two', 'Alpha one']);
    expect((await listOf({ name: 'alpha', status: '1' })).list.map((r) => r.name)).toEqual(['Alpha one']);
    const paged = await listOf({ name: 'alpha', orderField: 'name', orderValue: 'asc', size: 1, page: 2 });
    expect([paged.total, paged.list.map((r) => r.name)]).toEqual([2, ['Alpha two']]);
    for (const orderField of ['code', 'issuer', 'clientId', 'status', 'create']) expect((await call(list, { token, body: { orderField } })).status).toBe(200);
    expect((await call(list, { token, body: { orderField: 'clientSecret' } })).status).toBe(400);
  });
});

describe('ssoproviders: the client secret is write-only', () => {
  it('is never answered (list, detail, export, audit) and is stored sealed, not as written', async () => {
    const id = (await addOne('Secretive')).body.data.id as string;
    const newSecret = 'a-rotated-secret-also-never-seen';
    expect((await call(edit, { token, url: '/api/system/ssoproviders/edit', body: { id, clientSecret: newSecret } })).status).toBe(200);
    const answers = [
      (await call(list, { token, body: { size: 100 } })).text,
      (await call(detail, { token, params: { id } })).text,
      (await call(exportCsv, { token, body: {} })).text,
    ];
    const db = await getDb();
    const audit = await db.select().from(t.auditLog).where(eq(t.auditLog.entity, 'ssoproviders'));
    const [row] = await db.select().from(t.ssoProviders).where(eq(t.ssoProviders.id, id));
    for (const text of [...answers, JSON.stringify(audit), JSON.stringify({ ...row, clientSecretSealed: undefined })]) {
      expect(text).not.toContain(secret);
      expect(text).not.toContain(newSecret);
      expect(text).not.toContain('clientSecret');
    }
    expect(row?.clientSecretSealed).toMatch(/^v1\./);
    expect(row?.clientSecretSealed).not.toContain(newSecret);
  });

  it('an edit without a secret, or with an empty one, keeps the stored one', async () => {
    const id = (await addOne('Kept')).body.data.id as string;
    const db = await getDb();
    const sealed = async () => (await db.select({ s: t.ssoProviders.clientSecretSealed }).from(t.ssoProviders).where(eq(t.ssoProviders.id, id)))[0]?.s;
    const before = await sealed();
    expect((await call(edit, { token, body: { id, name: 'Kept again', clientSecret: '' } })).status).toBe(200);
    expect(await sealed()).toBe(before);
  });
});

describe('ssoproviders: validation', () => {
  it('refuses bad input with a 400 on the field, and writes nothing', async () => {
    const before = await dumpTables(['sso_providers']);
    const fieldsOf = async (extra: Record<string, unknown>) => Object.keys((await addOne('x', extra)).body.fields ?? {});
    expect(await fieldsOf({ issuer: 'not a url' })).toEqual(['issuer']);
    expect(await fieldsOf({ issuer: 'http://id.example.com' })).toEqual(['issuer']);
    expect(await fieldsOf({ issuer: 'https://id.example.com/?x=1' })).toEqual(['issuer']);
    expect(await fieldsOf({ issuer: 'javascript:alert(1)' })).toEqual(['issuer']);
    expect(await fieldsOf({ code: 'with space' })).toEqual(['code']);
    expect(await fieldsOf({ clientSecret: '' })).toEqual(['clientSecret']);
    expect(await fieldsOf({ name: '  ' })).toEqual(['name']);
    expect(await fieldsOf({ mfaAmr: 'a;b' })).toEqual(['mfaAmr']);
    expect(await fieldsOf({ unknownField: 1 })).toEqual(['unknownField']);
    const res = await call(add, { token, body: { ...body('x'), clientSecret: undefined } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(400);
    const id = (await listOf({ size: 1 })).list[0]?.id ?? '';
    expect((await call(edit, { token, body: { id, code: 'renamed' } })).status).toBe(400);
    expect(await dumpTables(['sso_providers'])).toBe(before);
  });

  it("refuses a code another provider or the environment's has (any case)", async () => {
    expect((await addOne('One', { code: 'Dup' })).status).toBe(200);
    const taken = await addOne('Two', { code: 'dup' });
    expect(taken.status).toBe(400);
    expect(taken.body.fields).toEqual({ code: 'Another provider has this id.' });
    Object.assign(process.env, { OIDC_ISSUER: 'https://env.example.com', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' });
    const fromEnvironment = await addOne('Three', { code: 'default' });
    expect(fromEnvironment.status).toBe(400);
    expect(fromEnvironment.body.fields).toEqual({ code: 'A provider from the environment has this id.' });
  });
});

describe('ssoproviders: super only, audited', () => {
  it('refuses admin and user (403) and writes nothing', async () => {
    const before = await dumpTables(['sso_providers']);
    for (const [username, role] of [['user001', 'admin'], ['user002', 'user']] as const) {
      const other = await signInWithRole(username, role);
      expect((await call(list, { token: other, body: {} })).status).toBe(403);
      const res = await addOne('By them', {}, other);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(403);
    }
    expect(await dumpTables(['sso_providers'])).toBe(before);
  });

  it('records each write in the audit trail under the entity ssoproviders', async () => {
    const id = (await addOne('Audited')).body.data.id as string;
    await call(edit, { token, url: '/api/system/ssoproviders/edit', body: { id, name: 'Audited again' } });
    await call(remove, { token, url: '/api/system/ssoproviders', method: 'DELETE', body: [id] });
    const db = await getDb();
    const entries = (await db.select().from(t.auditLog).where(eq(t.auditLog.entity, 'ssoproviders'))).filter((e) => e.ids.includes(id));
    expect(entries.map((e) => e.action).sort()).toEqual(['add', 'delete', 'edit']);
    expect(entries.find((e) => e.action === 'edit')?.after[id]).toMatchObject({ name: 'Audited again' });
  });

  it('seeded /system/sso with add, edit and delete under System, granted to super only', async () => {
    const db = await getDb();
    const items = await db.select().from(t.permissions).where(eq(t.permissions.path, '/system/sso'));
    expect(items.map((p) => [p.type, p.action ?? '']).sort()).toEqual([['action', 'add'], ['action', 'delete'], ['action', 'edit'], ['menu', '']]);
    expect(items.find((p) => p.type === 'menu')).toMatchObject({ nameEn: 'SSO Providers' });
    const holders = await db
      .selectDistinct({ code: t.roles.code })
      .from(t.rolePermissions)
      .innerJoin(t.roles, eq(t.roles.id, t.rolePermissions.roleId))
      .where(inArray(t.rolePermissions.permissionId, items.map((p) => p.id)));
    expect(holders.map((h) => h.code)).toEqual(['super']);
  });
});

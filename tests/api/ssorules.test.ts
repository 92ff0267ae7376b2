import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { endpoint } from '@/tests/support/endpoint';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { expectRefusedUnchanged, signInWithRole } from '../support/system';

const { POST: list, DELETE: remove } = endpoint('/api/system/ssorules');
const { POST: add } = endpoint('/api/system/ssorules/add');
const { POST: edit } = endpoint('/api/system/ssorules/edit');
const { GET: detail } = endpoint('/api/system/ssorules/detail/{id}');
const { POST: exportCsv } = endpoint('/api/system/ssorules/export');

type Ssorule = { id: string; value: string };

let token: string;
let roleId: string;
const body = (label: string, extra: Record<string, unknown> = {}) => ({
  value: label,
  provider: 'Some provider',
  claim: 'Some claim',
  role: roleId,
  ...extra,
});
const addOne = async (label: string, extra: Record<string, unknown> = {}, as = token) => call(add, { token: as, url: '/api/system/ssorules/add', body: body(label, extra) });
const listOf = async (filter: Record<string, unknown> = {}) => {
  const res = await call(list, { token, body: filter });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Ssorule[]; total: number };
};

beforeAll(async () => {
  token = await signIn();
  const db = await getDb();
  // The `admin` role: admin holds it, so may map it (a rule is a grant: delegation).
  const [roleRow] = await db.select({ id: t.roles.id }).from(t.roles).where(eq(t.roles.code, 'admin'));
  if (!roleRow) throw new Error('the test needs a row of roles for role');
  roleId = roleRow.id;
});

describe('ssorules: CRUD', () => {
  it('adds, details, edits and deletes a ssorule', async () => {
    const res = await addOne('First');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id as string;
    const found = await call(detail, { token, params: { id } });
    expect(found.status).toBe(200);
    expect(found.body.data).toMatchObject({ id, value: 'First', provider: 'Some provider', claim: 'Some claim', role: roleId });
    expect((await call(edit, { token, url: '/api/system/ssorules/edit', body: { id, value: 'Renamed' } })).status).toBe(200);
    expect((await call(detail, { token, params: { id } })).body.data).toMatchObject({ value: 'Renamed' });
    expect((await call(remove, { token, method: 'DELETE', url: '/api/system/ssorules', body: [id] })).status).toBe(200);
    expect((await call(detail, { token, params: { id } })).status).toBe(404);
    await expectRefusedUnchanged(() => call(edit, { token, body: { id, value: 'Gone' } }), { status: 404 });
    await expectRefusedUnchanged(() => call(remove, { token, method: 'DELETE', body: [id] }), { status: 404 });
  });

  it('pages, filters by the value\'s prefix, and sorts', async () => {
    for (const label of ['Alpha one', 'Alpha two', 'Beta']) expect((await addOne(label)).status).toBe(200);
    expect((await listOf({ value: 'alpha', orderField: 'value', orderValue: 'desc' })).list.map((r) => r.value)).toEqual(['Alpha two', 'Alpha one']);
    const paged = await listOf({ value: 'alpha', orderField: 'value', orderValue: 'asc', size: 1, page: 2 });
    expect([paged.total, paged.list.map((r) => r.value)]).toEqual([2, ['Alpha two']]);
    expect((await call(list, { token, body: { orderField: 'value' } })).status).toBe(200);
    expect((await call(list, { token, body: { orderField: 'provider' } })).status).toBe(200);
    expect((await call(list, { token, body: { orderField: 'claim' } })).status).toBe(200);
    expect((await call(list, { token, body: { orderField: 'role' } })).status).toBe(200);
    expect((await call(list, { token, body: { orderField: 'nothing' } })).status).toBe(400);
  });

  it('exports the filtered ssorules as CSV', async () => {
    const res = await call(exportCsv, { token, body: { value: 'alpha', orderField: 'value', columns: ['value'] } });
    expect(res.status).toBe(200);
    expect(res.text.replace('\uFEFF', '').trim().split('\r\n')).toEqual(['Claim Value', 'Alpha one', 'Alpha two']);
  });
});

describe('ssorules: validation', () => {
  it('refuses a body without its required fields, with an unknown field, or with a wrong value (400 on the field)', async () => {
    await expectRefusedUnchanged(() => call(add, { token, body: { ...body('x'), value: undefined } }), { status: 400, field: 'value' });
    expect((await addOne('x', { value: '  ' })).body.fields).toEqual({ value: 'Enter the claim value.' });
    expect((await addOne('x', { unknownField: 1 })).body.fields).toHaveProperty('unknownField');
  });

  it('refuses a role that names no row of roles: a 400 on role (add and edit)', async () => {
    const res = await expectRefusedUnchanged(() => addOne('Dangling', { role: 'no-such-id' }), { status: 400, field: 'role' });
    expect(res.body.fields).toEqual({ role: 'No such role: choose one that exists.' });
    const id = (await addOne('Anchored')).body.data.id as string;
    await expectRefusedUnchanged(() => call(edit, { token, body: { id, role: 'no-such-id' } }), { status: 400, field: 'role' });
  });
});

describe('ssorules: permissions, audit and menu', () => {
  it('refuses a role without the ssorule page (403) and lets admin write', async () => {
    const user = await signInWithRole('user002', 'user');
    expect((await call(list, { token: user, body: {} })).status).toBe(403);
    await expectRefusedUnchanged(() => addOne('By user', {}, user), { status: 403 });
    const admin = await signInWithRole('user001', 'admin');
    const byAdmin = await addOne('By admin', {}, admin);
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200);
  });

  it('records each write in the audit trail under the entity ssorules', async () => {
    const id = (await addOne('Audited')).body.data.id as string;
    await call(edit, { token, url: '/api/system/ssorules/edit', body: { id, value: 'Audited again' } });
    await call(remove, { token, url: '/api/system/ssorules', method: 'DELETE', body: [id] });
    const db = await getDb();
    const entries = (await db.select().from(t.auditLog).where(eq(t.auditLog.entity, 'ssorules'))).filter((e) => e.ids.includes(id));
    expect(entries.map((e) => e.action).sort()).toEqual(['add', 'delete', 'edit']);
    expect(entries.find((e) => e.action === 'edit')?.after[id]).toMatchObject({ value: 'Audited again' });
  });

  it('seeded /system/ssorule with add, edit and delete under System, granted to super and admin', async () => {
    const db = await getDb();
    const items = await db.select().from(t.permissions).where(eq(t.permissions.path, '/system/ssorule'));
    expect(items.map((p) => [p.type, p.action ?? '']).sort()).toEqual([['action', 'add'], ['action', 'delete'], ['action', 'edit'], ['menu', '']]);
    expect(items.find((p) => p.type === 'menu')).toMatchObject({ nameEn: 'SSO Role Rules' });
    const holders = await db
      .selectDistinct({ code: t.roles.code })
      .from(t.rolePermissions)
      .innerJoin(t.roles, eq(t.roles.id, t.rolePermissions.roleId))
      .where(inArray(t.rolePermissions.permissionId, items.map((p) => p.id)));
    expect(holders.map((h) => h.code).sort()).toEqual(['admin', 'super']);
  });
});

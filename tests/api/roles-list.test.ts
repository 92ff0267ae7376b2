import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import seed from '@/data/seed.json';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { signInWithRole } from '../support/system';

const { DELETE: deleteRoles, POST: listRoles } = endpoint('/api/system/roles');
const { POST: addRole } = endpoint('/api/system/roles/add');
const { GET: roleDetail } = endpoint('/api/system/roles/detail/{id}');
const { POST: editRole } = endpoint('/api/system/roles/edit');

const noticeItems = ['000508', '00050800', '00050801', '00050802'];
// The later resources' items (resources/{keys,files,access,ssorules,dicts}): granted to super and admin; the settings' and the
// sign-on providers' to super only.
const laterItems = ['000519', '00051900', '000520', '00052000', '00052001', '00052002', '000529', '000530', '00053000', '00053001', '00053002', '000535', '00053500', '00053501', '00053502'];
const settingsItems = ['000509', '00050900', '00050901', '000531', '00053100', '00053101', '00053102'];
// The system pages' items and actions: their registrations seed them, granted to super and admin (resources/*/registration.ts).
const systemItems = ['000500', '000501', '000503', '000504', '000505', '000506', '000507', '00050000', '00050002', '00050003', '00050101', '00050102', '00050103', '00050300', '00050301', '00050302', '00050400', '00050401', '00050402', '00050600'];

type Role = { id: string; role: string; name: string; status: string; permissions: string[] };

let token: string;
const list = async (body: Record<string, unknown>, locale = 'en') => {
  const res = await call(listRoles, { token, locale, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Role[]; total: number };
};
const codes = (roles: Role[]) => roles.map((r) => r.role);
const detail = async (id: string, locale = 'en') => (await call(roleDetail, { token, locale, params: { id } })).body.data;
const sorted = (ids: string[]) => [...ids].sort();

beforeAll(async () => {
  token = await signIn();
});

describe('POST /api/system/roles (listing)', () => {
  it('answers the 3 seeded roles with their permission ids', async () => {
    const { status, body } = await call(listRoles, { token, body: { page: 1, size: 10, role: '', name: '', status: 'all' } });
    expect(status).toBe(200);
    expect(body.data.total).toBe(3);
    expect(body.data.list[0]).toEqual({
      id: '0001',
      role: 'super',
      name: 'Super',
      nameEn: 'Super',
      nameZh: '超级管理员',
      status: '1',
      dataScope: 'all',
      // the embedded database's super signs in with a password alone (a production seed requires a second factor)
      mfaRequired: false,
      create: '2025-01-01 23:59:59',
      update: '2025-01-01 23:59:59',
      // the seed's, the system pages', the notices' and the later resources' items and actions
      permissions: sorted([...(seed.roles[0]?.permissions ?? []), ...systemItems, ...noticeItems, ...laterItems, ...settingsItems]),
    });
    expect(codes(body.data.list)).toEqual(['super', 'admin', 'user']);
    expect(body.data.list[1].permissions).toHaveLength(22 + noticeItems.length + laterItems.length);
  });

  it('filters by code prefix, localized name prefix (case-insensitive) and status', async () => {
    expect(codes((await list({ role: 'AD' })).list)).toEqual(['admin']);
    expect(codes((await list({ name: 'su' })).list)).toEqual(['super']);
    expect(codes((await list({ name: '普通' }, 'zh')).list)).toEqual(['user']);
    expect((await list({ name: '普通' }, 'en')).total).toBe(0);
    expect((await list({ status: '0' })).total).toBe(0);
    expect((await list({ status: '1' })).total).toBe(3);
    expect((await list({ role: '%' })).total).toBe(0);
    expect((await list({ role: '_' })).total).toBe(0);
  });

  it('sorts by name in each locale, by role and by status with ties by id', async () => {
    expect(codes((await list({ orderField: 'name', orderValue: 'asc' })).list)).toEqual(['admin', 'super', 'user']);
    expect(codes((await list({ orderField: 'name', orderValue: 'desc' })).list)).toEqual(['user', 'super', 'admin']);
    expect(codes((await list({ orderField: 'name', orderValue: 'asc' }, 'zh')).list)).toEqual(['user', 'admin', 'super']);
    expect(codes((await list({ orderField: 'role', orderValue: 'desc' })).list)).toEqual(['user', 'super', 'admin']);
    expect(codes((await list({ orderField: 'status', orderValue: 'desc' })).list)).toEqual(['user', 'admin', 'super']);
    expect(codes((await list({ orderField: 'create', orderValue: 'asc', status: '1' })).list)).toEqual(['super', 'admin', 'user']);
  });

  it('pages: page 2 of size 2 has one row, page 3 is empty with the same total', async () => {
    expect(codes((await list({ page: 2, size: 2 })).list)).toEqual(['user']);
    expect(await list({ page: 3, size: 2 })).toEqual({ list: [], total: 3 });
  });

  it('answers 400 for unknown fields and orderFields, bad status and paging', async () => {
    const bodies = [{ orderField: 'id' }, { orderField: 'permissions' }, { id: '' }, { status: 'on' }, { size: 1000 }, { page: -1 }, { role: 1 }, { name: 'a\u0000' }];
    for (const body of bodies) {
      const res = await call(listRoles, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields)).toHaveLength(1);
    }
  });
});

describe('GET /api/system/roles/detail/{id}', () => {
  it('answers one role in each locale, 404 for an unknown id, 400 for a malformed one', async () => {
    expect(await detail('0003')).toMatchObject({ id: '0003', role: 'user', name: 'User', permissions: sorted(seed.roles[2]?.permissions ?? []) });
    expect((await detail('0002', 'zh')).name).toBe('管理员');
    expect((await call(roleDetail, { token, params: { id: '0009' } })).status).toBe(404);
    expect((await call(roleDetail, { token, params: { id: 'a/b' } })).status).toBe(400);
  });
});

describe('authorisation', () => {
  it('answers 401 without a token and 403 under the user role, for every endpoint', async () => {
    const anonymous = [
      await call(listRoles, { body: {} }),
      await call(roleDetail, { params: { id: '0001' } }),
      await call(addRole, { body: { role: 'xx', name: 'xx' } }),
      await call(editRole, { body: { id: '0002', status: '0' } }),
      await call(deleteRoles, { method: 'DELETE', body: ['0002'] }),
    ];
    expect(anonymous.map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
    const userRole = await signInWithRole('user002', 'user');
    const denied = [
      await call(listRoles, { token: userRole, body: {} }),
      await call(roleDetail, { token: userRole, params: { id: '0001' } }),
      await call(addRole, { token: userRole, body: { role: 'xx', name: 'xx' } }),
      await call(editRole, { token: userRole, body: { id: '0002', status: '0' } }),
      await call(deleteRoles, { token: userRole, method: 'DELETE', body: ['0002'] }),
    ];
    expect(denied.map((a) => a.status)).toEqual([403, 403, 403, 403, 403]);
    expect((await detail('0002')).status).toBe('1');
  });
});

import { endpoint } from '@/tests/support/endpoint';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { seededSignup } from '../support/seed-dates';
import { signInWithRole } from '../support/system';
import { parseCsv } from '../support/csv';

const { GET: listAudit } = endpoint('/api/system/audit');
const { POST: exportAudit } = endpoint('/api/system/audit/export');
const { POST: listGroups } = endpoint('/api/system/groups');
const { POST: exportGroups } = endpoint('/api/system/groups/export');
const { POST: listPermissions } = endpoint('/api/system/permissions');
const { POST: exportPermissions } = endpoint('/api/system/permissions/export');
const { POST: editRole } = endpoint('/api/system/roles/edit');
const { POST: listRoles } = endpoint('/api/system/roles');
const { POST: exportRoles } = endpoint('/api/system/roles/export');
const { POST: addUser } = endpoint('/api/system/users/add');
const { POST: listUsers } = endpoint('/api/system/users');
const { POST: exportUsers } = endpoint('/api/system/users/export');

type Handler = Parameters<typeof call>[0];

// More users than one export batch (500) and past the list's deep-page threshold (1,000), all in group 0002.
const extra = 1200;
let token: string;


async function exportCsv(handler: Handler, body: object, locale = 'en') {
  const res = await call(handler, { token, locale, body });
  expect(res.status, res.text).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.text.startsWith('\uFEFF')).toBe(true);
  const [header = [], ...rows] = parseCsv(res.text);
  return { header, rows, res };
}

/** Every row the list shows for a body, page after page (size 100), and its total. */
async function everyPage<T>(handler: Handler, body: object): Promise<{ rows: T[]; total: number }> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const res = await call(handler, { token, body: { ...body, page, size: 100 } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...(res.body.data.list as T[]));
    if (rows.length >= res.body.data.total) return { rows, total: res.body.data.total as number };
  }
}

beforeAll(async () => {
  token = await signIn();
  const db = await getDb();
  await db.execute(sql`
    insert into users (id, username, name, email, phone, group_id, status, password_hash, created_at)
    select (300000000 + i)::text, 'bulk' || i, 'Bulk ' || (i % 37), 'b' || i || '@example.com', '1370' || lpad(i::text, 7, '0'), '0002',
      case when i % 5 = 0 then '0' else '1' end, 'x', timestamp '2025-02-01' + (i % 11) * interval '1 hour'
    from generate_series(1, ${extra}::int) i`);
  await db.execute(sql`
    insert into audit_log (at, user_id, username, method, endpoint, entity, action, ids, before, after)
    select now() - (i % 7) * interval '1 minute', '100000000', case when i % 3 = 0 then 'few' else 'lots' end, 'POST',
      '/api/system/groups/edit', case when i % 2 = 0 then 'groups' else 'roles' end, 'edit', array['0001'], '{}', '{}'
    from generate_series(1, ${extra}::int) i`);
});

describe('POST /api/system/users/export', () => {
  it('exports exactly the rows of every page of the list, in its order, for several filters and sorts', async () => {
    const bodies = [
      {},
      { filterField: 'name', filterValue: 'bulk 1' },
      { group: '0003' },
      { group: '0002', orderField: 'name', orderValue: 'desc' },
      { orderField: 'create', orderValue: 'asc' },
      { filterField: 'username', filterValue: 'user01', group: '0003', orderField: 'username', orderValue: 'desc' },
      { filterField: 'email', filterValue: 'nobody' },
    ];
    for (const body of bodies) {
      const list = await everyPage<{ username: string }>(listUsers, body);
      const { header, rows } = await exportCsv(exportUsers, { ...body, columns: ['username'] });
      expect(header).toEqual(['UserName']);
      expect(rows.length, JSON.stringify(body)).toBe(list.total);
      expect(rows.map(([username]) => username)).toEqual(list.rows.map((u) => u.username));
    }
    expect((await everyPage(listUsers, {})).total).toBe(24 + extra);
  });

  it('answers a localized header and cells, role and permission names, in en and zh', async () => {
    const en = await exportCsv(exportUsers, { filterValue: 'user000' });
    expect(en.header).toEqual(['Name', 'UserName', 'Email', 'Phone', 'GroupName', 'Status', 'Create Time', 'Roles', 'Permissions']);
    expect(en.rows).toEqual([
      ['User000', 'user000', 'user000@example.com', '13800000000', 'Human Resources Department', 'Enabled', seededSignup(0), 'Super', 'Dashboard; Component'],
    ]);
    expect(en.res.headers.get('content-disposition')).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(en.res.headers.get('x-export-limit')).toBe('100000');
    const zh = await exportCsv(exportUsers, { filterValue: '用户000' }, 'zh');
    expect(zh.header).toEqual(['姓名', '用户名', '邮箱', '手机号', '组织', '状态', '创建时间', '角色', '权限']);
    expect(zh.rows[0]).toEqual(['用户000', 'user000', 'user000@example.com', '13800000000', '人事部', '启用', seededSignup(0), '超级管理员', '仪表盘; 组件']);
  });

  it('keeps only the requested columns, in the table order, and refuses unknown ones and paging', async () => {
    const { header, rows } = await exportCsv(exportUsers, { filterValue: 'user000', columns: ['status', 'name'] });
    expect(header).toEqual(['Name', 'Status']);
    expect(rows).toEqual([['User000', 'Enabled']]);
    for (const body of [{ columns: ['password'] }, { columns: [] }, { page: 2 }, { size: 10 }, { filterField: 'password' }]) {
      const res = await call(exportUsers, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe(400);
    }
  });

  it('defuses cells a spreadsheet would run as formulas, and quotes commas and quotes', async () => {
    const res = await call(addUser, {
      token,
      body: { name: '=HYPERLINK("http://x","a, b")', username: '@formula', email: 'f@example.com', phone: '13900000001', group: '0001' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const csv = await call(exportUsers, { token, body: { filterField: 'username', filterValue: '@formula', columns: ['name', 'username', 'phone'] } });
    expect(csv.text).toBe(`\uFEFFName,UserName,Phone\r\n"'=HYPERLINK(""http://x"",""a, b"")",'@formula,13900000001\r\n`);
  });
});

describe('the other exports', () => {
  it('roles: the list rows for each filter, with permission names, in en and zh', async () => {
    for (const body of [{}, { status: '1' }, { name: 'ad' }, { orderField: 'name', orderValue: 'desc' }]) {
      const list = await everyPage<{ role: string }>(listRoles, body);
      const { rows } = await exportCsv(exportRoles, { ...body, columns: ['role'] });
      expect(rows.map(([role]) => role), JSON.stringify(body)).toEqual(list.rows.map((r) => r.role));
    }
    const en = await exportCsv(exportRoles, { role: 'super' });
    expect(en.header).toEqual(['RoleName', 'RoleId', 'Status', 'Data scope', 'Create Time', 'Permissions']);
    expect(en.rows[0]?.slice(0, 4)).toEqual(['Super', 'super', 'Enabled', 'All users']);
    expect(en.rows[0]?.[5]).toMatch(/^Dashboard; /);
    const zh = await exportCsv(exportRoles, { role: 'super' }, 'zh');
    expect(zh.header).toEqual(['角色名称', '角色编码', '状态', '数据范围', '创建时间', '权限']);
    expect(zh.rows[0]?.[0]).toBe('超级管理员');
  });

  it('groups: every matching group flattened in tree order, parent and brother by name', async () => {
    for (const body of [{}, { name: 'dev' }, { id: '0003' }, { status: '0' }]) {
      const res = await call(listGroups, { token, body });
      const { rows } = await exportCsv(exportGroups, { ...body, columns: ['id'] });
      expect(rows.map(([id]) => id), JSON.stringify(body)).toEqual((res.body.data as { id: string }[]).map((g) => g.id));
    }
    const en = await exportCsv(exportGroups, { name: 'dev' });
    expect(en.header).toEqual(['Name', 'Id', 'Status', 'Create Time', 'Order', 'Parent Group', 'Brother Group']);
    expect(en.rows[0]).toEqual(['Development Department', '0003', 'Enabled', expect.any(String), '2', 'All', 'IT Department']);
    expect(en.rows[1]).toMatchObject({ 1: '000301', 5: 'Development Department', 6: '' });
    const zh = await exportCsv(exportGroups, { id: '0003' }, 'zh');
    expect(zh.header).toEqual(['组织名称', '组织编码', '状态', '创建时间', '排序', '上级组织', '同级组织']);
    expect(zh.rows[0]?.[0]).toBe('研发部');
  });

  it('permissions: every matching item in tree order, type and action in words', async () => {
    for (const body of [{}, { path: '/system' }, { name: 'user' }, { status: '1' }]) {
      const res = await call(listPermissions, { token, body });
      const { rows } = await exportCsv(exportPermissions, { ...body, columns: ['id'] });
      expect(rows.map(([id]) => id), JSON.stringify(body)).toEqual((res.body.data as { id: string }[]).map((p) => p.id));
    }
    const en = await exportCsv(exportPermissions, { path: '/system/user' });
    expect(en.header).toEqual(['Name', 'Id', 'Path', 'Action', 'Type', 'Status', 'Create Time', 'Order', 'Parent Permission', 'Brother Permission']);
    expect(en.rows.map((r) => [r[2], r[3], r[4]])).toContainEqual(['/system/user', 'Add', 'Action']);
    expect(en.rows[0]?.slice(2, 5)).toEqual(['/system/user', '', 'Menu']);
    const zh = await exportCsv(exportPermissions, { path: '/system/user' }, 'zh');
    expect(zh.rows.map((r) => [r[3], r[4]])).toContainEqual(['新增', '操作']);
  });

  it('audit: the list rows for each filter, newest first, across batches; times in UTC', async () => {
    expect((await call(editRole, { token, url: '/api/system/roles/edit', body: { id: '0003', status: '1' } })).status).toBe(200);
    const queries: Record<string, string>[] = [{}, { user: 'few' }, { entity: 'roles' }, { user: 'super', entity: 'roles' }];
    for (const query of queries) {
      const list: number[] = [];
      let total = 0;
      for (let page = 1; list.length < total || page === 1; page++) {
        const res = await call(listAudit, { token, url: `/api/system/audit?${new URLSearchParams({ ...query, page: String(page), size: '100' })}` });
        total = res.body.data.total;
        list.push(...(res.body.data.list as { id: number; at: string }[]).map((e) => Date.parse(e.at)));
      }
      const { rows } = await exportCsv(exportAudit, { ...query, columns: ['at'] });
      expect(rows.length, JSON.stringify(query)).toBe(total);
      expect(rows.map(([at]) => Date.parse(at ?? ''))).toEqual(list);
    }
    const en = await exportCsv(exportAudit, { user: 'super', entity: 'roles' });
    expect(en.header).toEqual(['Time', 'User', 'Action', 'Entity', 'IDs', 'Endpoint']);
    expect(en.rows[0]).toEqual([expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/), 'super', 'Edit', 'Roles', '0003', 'POST /api/system/roles/edit']);
    const zh = await exportCsv(exportAudit, { user: 'super', entity: 'roles' }, 'zh');
    expect(zh.header).toEqual(['时间', '用户', '操作', '对象', '记录编号', '接口']);
    expect(zh.rows[0]?.slice(2, 4)).toEqual(['编辑', '角色']);
    expect((await call(exportAudit, { token, body: { entity: 'passwords' } })).status).toBe(400);
  });
});

describe('who may export', () => {
  it('answers 401 without a session and 403 without the list permission, for every export', async () => {
    const userRole = await signInWithRole('user002', 'user');
    for (const handler of [exportUsers, exportRoles, exportGroups, exportPermissions, exportAudit]) {
      expect((await call(handler, { body: {} })).status).toBe(401);
      const denied = await call(handler, { token: userRole, body: {} });
      expect(denied.status).toBe(403);
      expect(denied.body).toEqual({ code: 403, message: 'You do not have permission to do this.' });
      expect(denied.text).not.toContain('user000');
    }
  });
});

import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { endpoint } from '@/tests/support/endpoint';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { parseCsv } from '../support/csv';
import { dumpTables, signInWithRole } from '../support/system';

const { POST: importUsers } = endpoint('/api/system/users/import');
const { GET: template } = endpoint('/api/system/users/import/template');
const { POST: addRole } = endpoint('/api/system/roles/add');
const { POST: addUser } = endpoint('/api/system/users/add');

const header = 'username,name,email,phone,group,status,roles';
let token: string;

const csvFile = (lines: readonly string[]) => {
  const body = new FormData();
  body.append('file', new Blob([`${[header, ...lines].join('\r\n')}\r\n`], { type: 'text/csv' }), 'users.csv');
  return body;
};
const dryRun = (lines: readonly string[], as = token) => call(importUsers, { token: as, url: '/api/system/users/import?dryRun=1', raw: csvFile(lines) });
const commit = (lines: readonly string[], as = token) => call(importUsers, { token: as, url: '/api/system/users/import', raw: csvFile(lines) });
const everything = () => dumpTables(['users', 'user_roles', 'user_permissions', 'roles', 'role_permissions', 'groups', 'sessions', 'audit_log']);
type Outcome = { line: number; action: string; field?: string; message?: string };
const outcomes = (res: Awaited<ReturnType<typeof dryRun>>): Outcome[] => res.body.data.rows;

beforeAll(async () => {
  token = await signIn();
});

describe('GET /api/system/users/import/template', () => {
  it('answers the columns as an Excel workbook, or as CSV', async () => {
    const xlsx = await call(template, { token });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-disposition')).toBe('attachment; filename="users-import.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.read(Readable.from([xlsx.bytes]));
    expect(workbook.worksheets[0]?.getRow(1).values).toEqual([undefined, ...header.split(',')]);
    const csv = await call(template, { token, url: '/api/system/users/import/template?format=csv' });
    expect(parseCsv(csv.text)[0]).toEqual(header.split(','));
  });

  it('refuses a role without the user page', async () => {
    const user = await signInWithRole('user002', 'user');
    expect((await call(template, { token: user })).status).toBe(403);
  });
});

describe('POST /api/system/users/import?dryRun=1', () => {
  it('answers per row create, update, unchanged or error with its field, and leaves every table byte-for-byte unchanged', async () => {
    const before = await everything();
    const res = await dryRun([
      'new.one,New One,new.one@example.com,13800001001,0001,1,user',
      'user004,User Four Renamed,user004@example.com,13800000004,0001,1,user',
      'new.two,New Two,not-an-email,13800001002,0001,1,',
      'new.three,New Three,n3@example.com,13800001003,nogroup,1,',
      'new.four,New Four,n4@example.com,13800001004,0001,1,nosuchrole',
      'NEW.ONE,Again,again@example.com,13800001005,0001,1,',
    ]);
    expect(res.status, res.text).toBe(200);
    expect(outcomes(res).map((row) => [row.line, row.action, row.field ?? ''])).toEqual([
      [2, 'create', ''],
      [3, 'update', ''],
      [4, 'error', 'email'],
      [5, 'error', 'group'],
      [6, 'error', 'roles'],
      [7, 'error', 'username'],
    ]);
    expect(outcomes(res)[2]?.message).not.toBe('');
    expect(res.body.data.counts).toEqual({ create: 1, update: 1, unchanged: 0, error: 4 });
    expect(await everything()).toBe(before);
  });

  it('answers unchanged for a row equal to the stored user', async () => {
    const db = await getDb();
    const rows = (await db.execute(sql`select u.username, u.name, u.email, u.phone, u.group_id, u.status,
      coalesce((select string_agg(r.code, '|' order by r.code) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '') as roles
      from users u where u.username = 'user005'`)) as unknown as { rows: Record<string, string>[] };
    const u = rows.rows[0]!;
    const res = await dryRun([[u.username, u.name, u.email, u.phone, u.group_id, u.status, u.roles].join(',')]);
    expect(outcomes(res).map((row) => row.action)).toEqual(['unchanged']);
  });

  it('reads an Excel workbook as it reads CSV', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('users');
    sheet.addRow(header.split(','));
    sheet.addRow(['xlsx.one', 'Xlsx One', 'x1@example.com', '13800001010', '0001', '1', 'user']);
    sheet.addRow(['xlsx.two', '', 'x2@example.com', '13800001011', '0001', '1', '']);
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]), 'users.xlsx');
    const res = await call(importUsers, { token, url: '/api/system/users/import?dryRun=1', raw: body });
    expect(res.status, res.text).toBe(200);
    expect(outcomes(res).map((row) => [row.line, row.action, row.field ?? ''])).toEqual([
      [2, 'create', ''],
      [3, 'error', 'name'],
    ]);
  });

  it('refuses a file without the username column, an unreadable one and a missing part with a 400 on file', async () => {
    const body = new FormData();
    body.append('file', new Blob(['name,email\r\nA,a@example.com\r\n']), 'users.csv');
    const res = await call(importUsers, { token, url: '/api/system/users/import?dryRun=1', raw: body });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['file']);
    const binary = new FormData();
    binary.append('file', new Blob([new Uint8Array([0xff, 0xfe, 0x00, 0x81])]), 'users.csv');
    expect((await call(importUsers, { token, url: '/api/system/users/import?dryRun=1', raw: binary })).status).toBe(400);
  });

  it('delegation: an admin cannot grant super nor change a super holder (errors on roles and username)', async () => {
    const admin = await signInWithRole('user001', 'admin');
    const res = await dryRun(['adm.new,Adm New,adm.new@example.com,13800001020,0002,1,super', 'user001,User001,user001@example.com,13800000001,0002,0,'], admin);
    expect(res.status, res.text).toBe(200);
    expect(outcomes(res).map((row) => [row.action, row.field])).toEqual([
      ['error', 'roles'],
      ['error', 'username'],
    ]);
  });

  it('data scope: a group-scoped importer cannot change a user outside it nor create one in another group', async () => {
    const db = await getDb();
    const all = (await db.execute(sql`select id from permissions order by id`)) as unknown as { rows: { id: string }[] };
    expect((await call(addRole, { token, body: { role: 'importer', name: 'Importer', permissions: all.rows.map((r) => r.id), dataScope: 'group' } })).status).toBe(200);
    expect((await call(addUser, { token, body: { name: 'Importer', username: 'importer', email: 'imp@example.com', phone: '123456', group: '0001', roles: ['importer'], password: 'valid-pass-77' } })).status).toBe(200);
    const scoped = await signIn('importer', 'valid-pass-77');
    const before = await everything();
    const res = await dryRun(
      ['user001,User001,user001@example.com,13800000001,0002,1,', 'in.other,In Other,o@example.com,13800001030,0002,1,', 'in.mine,In Mine,m@example.com,13800001031,0001,1,'],
      scoped,
    );
    expect(outcomes(res).map((row) => [row.action, row.field ?? ''])).toEqual([
      ['error', 'username'],
      ['error', 'group'],
      ['create', ''],
    ]);
    expect(await everything()).toBe(before);
  });

  it('dry-runs 10,000 rows within 10 s', async () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => `bulk.imp${i},Bulk ${i},bulk${i}@example.com,1390${String(i).padStart(7, '0')},0001,1,user`);
    const started = performance.now();
    const res = await dryRun(lines);
    const took = performance.now() - started;
    expect(res.status).toBe(200);
    expect(res.body.data.counts).toEqual({ create: 10_000, update: 0, unchanged: 0, error: 0 });
    console.info(`10,000-row import dry run: ${Math.round(took)} ms`);
    expect(took).toBeLessThan(10_000);
  }, 60_000);
});

describe('POST /api/system/users/import (commit)', () => {
  it('refuses a file with an error row with a 400 carrying every row, and writes nothing', async () => {
    const before = await everything();
    const res = await commit(['good.one,Good One,g1@example.com,13800001040,0001,1,user', 'bad.one,Bad One,bad,13800001041,0001,1,']);
    expect(res.status).toBe(400);
    expect(res.body.data.rows.map((row: Outcome) => row.action)).toEqual(['create', 'error']);
    expect(await everything()).toBe(before);
  });

  it('writes every row in one transaction once fixed: creates, updates, one audit entry', async () => {
    const res = await commit(['good.one,Good One,g1@example.com,13800001040,0001,1,user', 'bad.one,Bad One,bad@example.com,13800001041,0001,0,', 'user006,User Six,user006@example.com,13800000006,0001,1,user']);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toEqual({ created: 2, updated: 1 });
    const db = await getDb();
    const stored = (await db.execute(sql`select u.username, u.name, u.status, u.group_id,
      coalesce((select string_agg(r.code, '|' order by r.code) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '') as roles
      from users u where u.username in ('good.one', 'bad.one', 'user006') order by u.username`)) as unknown as { rows: Record<string, string>[] };
    expect(stored.rows).toEqual([
      { username: 'bad.one', name: 'Bad One', status: '0', group_id: '0001', roles: '' },
      { username: 'good.one', name: 'Good One', status: '1', group_id: '0001', roles: 'user' },
      { username: 'user006', name: 'User Six', status: '1', group_id: '0001', roles: 'user' },
    ]);
    const audit = (await db.execute(sql`select action, cardinality(ids) as n from audit_log where entity = 'users' and action = 'import'`)) as unknown as { rows: { n: number }[] };
    expect(audit.rows).toEqual([{ action: 'import', n: 3 }]);
    const again = await dryRun(['good.one,Good One,g1@example.com,13800001040,0001,1,user']);
    expect(outcomes(again).map((row) => row.action)).toEqual(['unchanged']);
  });

  it('refuses a role without the add and edit actions of the user page (403), writing nothing', async () => {
    const user = await signInWithRole('user002', 'user');
    const before = await everything();
    expect((await commit(['x.user,X,x@example.com,13800001050,0001,1,'], user)).status).toBe(403);
    expect((await dryRun(['x.user,X,x@example.com,13800001050,0001,1,'], user)).status).toBe(403);
    expect(await everything()).toBe(before);
  });
});

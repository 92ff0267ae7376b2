import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { dictValues as dictValueRows } from '@/resources/dicts/table';
import { endpoint } from '@/tests/support/endpoint';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { dumpTables, signInWithRole } from '../support/system';

const { POST: list, DELETE: remove } = endpoint('/api/system/dicts');
const { POST: add } = endpoint('/api/system/dicts/add');
const { POST: edit } = endpoint('/api/system/dicts/edit');
const { GET: detail } = endpoint('/api/system/dicts/detail/{id}');
const { POST: exportCsv } = endpoint('/api/system/dicts/export');
const { GET: options } = endpoint('/api/system/dicts/options');
const { POST: values, DELETE: removeValues } = endpoint('/api/system/dicts/values');
const { POST: addValue } = endpoint('/api/system/dicts/values/add');
const { POST: editValue } = endpoint('/api/system/dicts/values/edit');
const { POST: addNotice } = endpoint('/api/system/notices/add');
const { POST: editNotice } = endpoint('/api/system/notices/edit');
const { GET: noticeDetail } = endpoint('/api/system/notices/detail/{id}');

type Dict = { id: string; code: string; status: string };
type Value = { id: string; code: string; label: string; color: string; order: number; status: string };
type Option = { value: string; label: string; color: string; enabled: boolean };

let token: string;
const dictBody = (code: string, extra: Record<string, unknown> = {}) => ({ code, nameEn: `${code} en`, nameZh: `${code} 中`, ...extra });
const addDict = async (code: string, extra: Record<string, unknown> = {}, as = token) => call(add, { token: as, body: dictBody(code, extra) });
const valueBody = (dictId: string, code: string, extra: Record<string, unknown> = {}) => ({ dictId, code, labelEn: `${code} en`, labelZh: `${code} 中`, ...extra });
const addOneValue = async (dictId: string, code: string, extra: Record<string, unknown> = {}, as = token) => call(addValue, { token: as, body: valueBody(dictId, code, extra) });
const listOf = async (filter: Record<string, unknown> = {}) => {
  const res = await call(list, { token, body: filter });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Dict[]; total: number };
};
const valuesOf = async (dictId: string, filter: Record<string, unknown> = {}) => {
  const res = await call(values, { token, body: { dictId, ...filter } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Value[]; total: number };
};
const optionsOf = async (code: string, as = token, locale = 'en') => call(options, { token: as, locale, url: `/api/system/dicts/options?code=${code}` });
const dictId = async (code: string) => (await listOf({ code })).list.find((d) => d.code === code)?.id ?? '';
const valueId = async (dict: string, code: string) => (await valuesOf(await dictId(dict), { code })).list.find((v) => v.code === code)?.id ?? '';
const day = 86_400_000;
const when = (offset: number) => new Date(Date.now() + offset).toISOString().slice(0, 16).replace('T', ' ');
const notice = (level: string) => ({ titleEn: 'Level check', titleZh: '级别', level, start: when(-day), end: when(day) });
const tables = ['dicts', 'dict_values', 'notices', 'users', 'roles', 'audit_log'];

beforeAll(async () => {
  token = await signIn();
});

describe('dicts: the seeded dictionaries', () => {
  it('answers notice_level, user_status and role_status with their labels and colours in the request language', async () => {
    const level = await optionsOf('notice_level');
    expect(level.status).toBe(200);
    expect((level.body.data as Option[]).map((o) => [o.value, o.label, o.color, o.enabled])).toEqual([
      ['info', 'Info', 'sky', true],
      ['warning', 'Warning', 'amber', true],
      ['critical', 'Critical', 'red', true],
    ]);
    expect(((await optionsOf('user_status', token, 'zh')).body.data as Option[]).map((o) => [o.value, o.label, o.color])).toEqual([
      ['1', '启用', 'green'],
      ['0', '停用', 'gray'],
    ]);
    expect(((await optionsOf('role_status')).body.data as Option[]).map((o) => o.value)).toEqual(['1', '0']);
    expect((await optionsOf('no_such_dict')).status).toBe(404);
    expect((await optionsOf('Not-A-Code')).status).toBe(400);
  });

  it('answers the options to any signed-in user, and nothing to no one', async () => {
    const user = await signInWithRole('user002', 'user');
    expect((await optionsOf('notice_level', user)).status).toBe(200);
    expect((await call(options, { url: '/api/system/dicts/options?code=notice_level' })).status).toBe(401);
  });
});

describe('dicts: CRUD', () => {
  it('adds, details, edits and deletes a dictionary with its values', async () => {
    const res = await addDict('first_dict', { remark: 'Line one\nline two' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const id = res.body.data.id as string;
    expect((await call(detail, { token, params: { id } })).body.data).toMatchObject({ id, code: 'first_dict', remark: 'Line one\nline two', status: '1' });
    expect((await call(edit, { token, body: { id, code: 'renamed_dict', nameEn: 'Renamed' } })).status).toBe(200);
    expect((await call(detail, { token, params: { id } })).body.data).toMatchObject({ code: 'renamed_dict', name: 'Renamed' });
    expect((await addOneValue(id, 'b', { order: 2, color: 'red' })).status).toBe(200);
    const a = await addOneValue(id, 'a', { order: 1 });
    expect(a.status).toBe(200);
    expect((await valuesOf(id)).list.map((v) => [v.code, v.order, v.color, v.status])).toEqual([
      ['a', 1, 'gray', '1'],
      ['b', 2, 'red', '1'],
    ]);
    const aId = a.body.data.id as string;
    expect((await call(editValue, { token, body: { id: aId, code: 'c', labelEn: 'See', order: 3, color: 'violet' } })).status).toBe(200);
    expect(((await optionsOf('renamed_dict')).body.data as Option[]).map((o) => [o.value, o.label, o.color])).toEqual([
      ['b', 'b en', 'red'],
      ['c', 'See', 'violet'],
    ]);
    expect((await call(removeValues, { token, method: 'DELETE', body: [aId] })).status).toBe(200);
    expect((await valuesOf(id)).list.map((v) => v.code)).toEqual(['b']);
    // Deleting the dictionary deletes its values.
    expect((await call(remove, { token, method: 'DELETE', body: [id] })).status).toBe(200);
    expect((await call(detail, { token, params: { id } })).status).toBe(404);
    const db = await getDb();
    expect(await db.select().from(dictValueRows).where(eq(dictValueRows.dictId, id))).toEqual([]);
    expect((await call(edit, { token, body: { id, code: 'gone_dict' } })).status).toBe(404);
    expect((await call(remove, { token, method: 'DELETE', body: [id] })).status).toBe(404);
  });

  it('pages, filters by the code prefix and the status, sorts, and exports', async () => {
    for (const code of ['alpha_one', 'alpha_two', 'beta']) expect((await addDict(code, { status: code === 'alpha_two' ? '0' : '1' })).status).toBe(200);
    expect((await listOf({ code: 'alpha', orderField: 'code', orderValue: 'desc' })).list.map((r) => r.code)).toEqual(['alpha_two', 'alpha_one']);
    expect((await listOf({ code: 'alpha', status: '1' })).list.map((r) => r.code)).toEqual(['alpha_one']);
    const paged = await listOf({ code: 'alpha', orderField: 'code', size: 1, page: 2 });
    expect([paged.total, paged.list.map((r) => r.code)]).toEqual([2, ['alpha_two']]);
    expect((await call(list, { token, body: { orderField: 'nothing' } })).status).toBe(400);
    const csv = await call(exportCsv, { token, body: { code: 'alpha', orderField: 'code', columns: ['code'] } });
    expect(csv.text.replace('\uFEFF', '').trim().split('\r\n')).toEqual(['Code', 'alpha_one', 'alpha_two']);
  });
});

describe('dicts: validation', () => {
  it('refuses bad dictionaries with a 400 on the field, and a taken code with a 409 on it, changing nothing', async () => {
    const before = await dumpTables(tables);
    expect(Object.keys((await call(add, { token, body: { nameEn: 'x', nameZh: 'x' } })).body.fields)).toEqual(['code']);
    expect((await addDict('Upper')).body.fields).toHaveProperty('code');
    expect((await addDict('x'.repeat(51))).body.fields).toHaveProperty('code');
    expect((await addDict('ok_code', { nameEn: ' ' })).body.fields).toHaveProperty('nameEn');
    expect((await addDict('ok_code', { remark: 'a'.repeat(2001) })).body.fields).toHaveProperty('remark');
    expect((await addDict('ok_code', { status: '2' })).body.fields).toHaveProperty('status');
    expect((await addDict('ok_code', { unknownField: 1 })).body.fields).toHaveProperty('unknownField');
    const taken = await addDict('notice_level');
    expect([taken.status, Object.keys(taken.body.fields)]).toEqual([409, ['code']]);
    expect(await dumpTables(tables)).toBe(before);
  });

  it('refuses bad values with a 400 on the field; value codes are unique per dictionary only', async () => {
    const id = (await addDict('value_rules')).body.data.id as string;
    const before = await dumpTables(tables);
    expect((await addOneValue(id, 'has space')).body.fields).toHaveProperty('code');
    expect((await addOneValue(id, 'v', { color: '#ff0000' })).body.fields).toHaveProperty('color');
    expect((await addOneValue(id, 'v', { order: -1 })).body.fields).toHaveProperty('order');
    expect((await addOneValue(id, 'v', { labelZh: '' })).body.fields).toHaveProperty('labelZh');
    const unknown = await addOneValue('no-such-dict', 'v');
    expect([unknown.status, Object.keys(unknown.body.fields)]).toEqual([400, ['dictId']]);
    expect((await call(values, { token, body: {} })).status).toBe(400);
    expect(await dumpTables(tables)).toBe(before);
    expect((await addOneValue(id, 'info')).status).toBe(200);
    const twice = await addOneValue(id, 'info');
    expect([twice.status, Object.keys(twice.body.fields)]).toEqual([409, ['code']]);
  });
});

describe('dicts: a value used by records', () => {
  it('refuses a disabled level on a notice write (400 on level), still labels old notices, and keeps it on an unchanged edit', async () => {
    const created = await call(addNotice, { token, body: notice('warning') });
    expect(created.status).toBe(200);
    const id = created.body.data.id as string;
    const warning = await valueId('notice_level', 'warning');
    expect((await call(editValue, { token, body: { id: warning, status: '0' } })).status).toBe(200);
    try {
      const before = await dumpTables(tables);
      const refused = await call(addNotice, { token, body: notice('warning') });
      expect([refused.status, Object.keys(refused.body.fields)]).toEqual([400, ['level']]);
      expect((await call(addNotice, { token, body: notice('loud') })).body.fields).toHaveProperty('level');
      expect((await call(editNotice, { token, body: { id, level: 'loud' } })).status).toBe(400);
      expect(await dumpTables(tables)).toBe(before);
      // Readable: the option is there, not choosable; the notice keeps it.
      expect(((await optionsOf('notice_level')).body.data as Option[]).find((o) => o.value === 'warning')).toMatchObject({ label: 'Warning', enabled: false });
      expect((await call(noticeDetail, { token, params: { id } })).body.data).toMatchObject({ level: 'warning' });
      // An edit that keeps the old value is accepted; moving to an enabled one too, but not back.
      expect((await call(editNotice, { token, body: { id, level: 'warning', titleEn: 'Kept' } })).status).toBe(200);
      expect((await call(editNotice, { token, body: { id, level: 'critical' } })).status).toBe(200);
      expect((await call(editNotice, { token, body: { id, level: 'warning' } })).status).toBe(400);
    } finally {
      await call(editValue, { token, body: { id: warning, status: '1' } });
    }
    // A disabled dictionary makes all its values unchoosable.
    const level = await dictId('notice_level');
    expect((await call(edit, { token, body: { id: level, status: '0' } })).status).toBe(200);
    try {
      expect((await call(addNotice, { token, body: notice('info') })).status).toBe(400);
    } finally {
      await call(edit, { token, body: { id: level, status: '1' } });
    }
    expect((await call(addNotice, { token, body: notice('warning') })).status).toBe(200);
  });

  it('refuses (409) deleting or recoding a value or dictionary records use, changing nothing; an unused one goes', async () => {
    expect((await call(addNotice, { token, body: notice('critical') })).status).toBe(200);
    const critical = await valueId('notice_level', 'critical');
    const enabled = await valueId('user_status', '1');
    const level = await dictId('notice_level');
    const before = await dumpTables(tables);
    for (const res of [
      await call(removeValues, { token, method: 'DELETE', body: [critical] }),
      await call(editValue, { token, body: { id: critical, code: 'severe' } }),
      await call(removeValues, { token, method: 'DELETE', body: [enabled] }),
      await call(remove, { token, method: 'DELETE', body: [level] }),
      await call(remove, { token, method: 'DELETE', body: [await dictId('role_status')] }),
      await call(edit, { token, body: { id: level, code: 'notice_levels' } }),
    ]) {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
    }
    expect((await call(removeValues, { token, method: 'DELETE', body: [critical] })).body.message).toBe('Notices use critical: it cannot be deleted or recoded. Disable it instead.');
    expect(await dumpTables(tables)).toBe(before);
    // Labels and colours of a used value may change; an unused value may go.
    expect((await call(editValue, { token, body: { id: critical, labelEn: 'Severe', color: 'pink' } })).status).toBe(200);
    const unused = (await addOneValue(level, 'unused')).body.data.id as string;
    expect((await call(removeValues, { token, method: 'DELETE', body: [unused] })).status).toBe(200);
  });
});

describe('dicts: permissions, audit and menu', () => {
  it('refuses a role without the dictionaries page (403) on every dictionary and value endpoint, changing nothing', async () => {
    const user = await signInWithRole('user002', 'user');
    const level = await dictId('notice_level');
    const info = await valueId('notice_level', 'info');
    const before = await dumpTables(tables);
    for (const res of [
      await call(list, { token: user, body: {} }),
      await addDict('by_user', {}, user),
      await call(edit, { token: user, body: { id: level, nameEn: 'Mine' } }),
      await call(remove, { token: user, method: 'DELETE', body: [level] }),
      await call(values, { token: user, body: { dictId: level } }),
      await addOneValue(level, 'by_user', {}, user),
      await call(editValue, { token: user, body: { id: info, status: '0' } }),
      await call(removeValues, { token: user, method: 'DELETE', body: [info] }),
    ]) {
      expect(res.status).toBe(403);
    }
    expect(await dumpTables(tables)).toBe(before);
    const admin = await signInWithRole('user001', 'admin');
    expect((await addDict('by_admin', {}, admin)).status).toBe(200);
  });

  it('records dictionary and value writes in the audit trail under the entity dicts', async () => {
    const id = (await addDict('audited')).body.data.id as string;
    const value = (await addOneValue(id, 'v1')).body.data.id as string;
    await call(editValue, { token, body: { id: value, labelEn: 'Changed' } });
    await call(removeValues, { token, method: 'DELETE', body: [value] });
    await call(edit, { token, body: { id, code: 'audited_again' } });
    await call(remove, { token, method: 'DELETE', body: [id] });
    const db = await getDb();
    const entries = (await db.select().from(t.auditLog).where(eq(t.auditLog.entity, 'dicts'))).filter((e) => e.ids.includes(id) || e.ids.includes(value));
    expect(entries.map((e) => e.action).sort()).toEqual(['add', 'add', 'delete', 'delete', 'edit', 'edit']);
    const valueEdit = entries.find((e) => e.action === 'edit' && e.ids.includes(value));
    expect([valueEdit?.before[value], valueEdit?.after[value]]).toMatchObject([{ dictId: id, labelEn: 'v1 en' }, { labelEn: 'Changed' }]);
  });

  it('seeded /system/dict with add, edit and delete under System, granted to super and admin', async () => {
    const db = await getDb();
    const items = await db.select().from(t.permissions).where(eq(t.permissions.path, '/system/dict'));
    expect(items.map((p) => [p.type, p.action ?? '']).sort()).toEqual([['action', 'add'], ['action', 'delete'], ['action', 'edit'], ['menu', '']]);
    expect(items.find((p) => p.type === 'menu')).toMatchObject({ nameEn: 'Dictionaries', nameZh: '数据字典' });
    const holders = await db
      .selectDistinct({ code: t.roles.code })
      .from(t.rolePermissions)
      .innerJoin(t.roles, eq(t.roles.id, t.rolePermissions.roleId))
      .where(inArray(t.rolePermissions.permissionId, items.map((p) => p.id)));
    expect(holders.map((h) => h.code).sort()).toEqual(['admin', 'super']);
  });
});

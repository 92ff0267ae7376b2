import { endpoint } from '@/tests/support/endpoint';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { seedResources } from '@/lib/db/resource-seeds';
import * as t from '@/lib/db/schema';
import { notices as notice } from '@/resources/notices/registration';
import { notices } from '@/resources/notices/table';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { expectRefusedUnchanged, signInWithRole } from '../support/system';

const { GET: published } = endpoint('/api/notices/published');
const { GET: auditList } = endpoint('/api/system/audit');
const { DELETE: deleteNotices, POST: listNotices } = endpoint('/api/system/notices');
const { POST: addNotice } = endpoint('/api/system/notices/add');
const { GET: noticeDetail } = endpoint('/api/system/notices/detail/{id}');
const { POST: editNotice } = endpoint('/api/system/notices/edit');
const { POST: exportNotices } = endpoint('/api/system/notices/export');

type Notice = { id: string; title: string; titleEn: string; titleZh: string; level: string; status: string; start: string; end: string; author: string };

let token: string;
const day = 86_400_000;
const when = (offset: number) => new Date(Date.now() + offset).toISOString().slice(0, 16).replace('T', ' ');
const body = (title: string, extra: Record<string, unknown> = {}) => ({
  titleEn: title,
  titleZh: `${title} 中`,
  body: 'Line one\nline two',
  level: 'info',
  start: when(-day),
  end: when(day),
  ...extra,
});
const add = async (title: string, extra: Record<string, unknown> = {}, as = token) => call(addNotice, { token: as, body: body(title, extra) });
const list = async (filter: Record<string, unknown> = {}, locale = 'en') => {
  const res = await call(listNotices, { token, locale, body: filter });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { list: Notice[]; total: number };
};
const idOf = async (title: string) => (await list({ title })).list.find((n) => n.titleEn === title)?.id ?? '';

beforeAll(async () => {
  token = await signIn();
});

describe('notices: CRUD', () => {
  it('adds a notice with the session as its author, lists, details, edits and deletes it', async () => {
    const res = await add('Maintenance tonight', { level: 'warning' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ code: 200, data: { id: expect.any(String) } });
    const id = res.body.data.id as string;
    const zh = await call(noticeDetail, { token, locale: 'zh', params: { id } });
    expect(zh.body.data).toMatchObject({ id, title: 'Maintenance tonight 中', level: 'warning', status: '1', author: 'super', body: 'Line one\nline two' });
    expect((await call(editNotice, { token, body: { id, titleEn: 'Maintenance moved', level: 'critical' } })).status).toBe(200);
    expect((await call(noticeDetail, { token, params: { id } })).body.data).toMatchObject({ title: 'Maintenance moved', level: 'critical', author: 'super' });
    expect((await call(deleteNotices, { token, method: 'DELETE', body: [id] })).status).toBe(200);
    expect((await call(noticeDetail, { token, params: { id } })).status).toBe(404);
    await expectRefusedUnchanged(() => call(editNotice, { token, body: { id, status: '0' } }), { status: 404 });
    await expectRefusedUnchanged(() => call(deleteNotices, { token, method: 'DELETE', body: [id] }), { status: 404 });
  });

  it('pages, filters by title prefix, level and status, and sorts', async () => {
    for (const [title, level, status] of [['Alpha one', 'info', '1'], ['Alpha two', 'warning', '0'], ['Beta', 'critical', '1']] as const) {
      expect((await add(title, { level, status })).status).toBe(200);
    }
    expect((await list({ title: 'alpha' })).list.map((n) => n.titleEn).sort()).toEqual(['Alpha one', 'Alpha two']);
    expect((await list({ title: 'Alpha 中', }, 'zh')).total).toBe(0);
    expect((await list({ title: 'alpha', level: 'warning' })).list.map((n) => n.titleEn)).toEqual(['Alpha two']);
    expect((await list({ title: 'alpha', status: '1' })).list.map((n) => n.titleEn)).toEqual(['Alpha one']);
    expect((await list({ orderField: 'level', orderValue: 'desc', size: 1 })).list[0]?.level).toBe('critical');
    const paged = await list({ orderField: 'title', orderValue: 'asc', size: 2, page: 2 });
    expect(paged.total).toBeGreaterThanOrEqual(3);
    expect(paged.list.map((n) => n.titleEn)).toEqual(['Beta']);
    // A level is a dictionary value's code: one no notice has filters to nothing, one no code can be is a 400.
    expect((await list({ level: 'loud' })).total).toBe(0);
    expect((await call(listNotices, { token, body: { level: 'not a code' } })).status).toBe(400);
  });

  it('exports the filtered notices as CSV', async () => {
    const res = await call(exportNotices, { token, body: { title: 'alpha', orderField: 'title', columns: ['title', 'level'] } });
    expect(res.status).toBe(200);
    expect(res.text.replace('\uFEFF', '').trim().split('\r\n')).toEqual(['Title,Level', 'Alpha one,Info', 'Alpha two,Warning']);
  });
});

describe('notices: validation', () => {
  it('requires both titles, a known level and a body of at most 2000 characters', async () => {
    await expectRefusedUnchanged(() => call(addNotice, { token, body: { ...body('x'), titleZh: undefined } }), { status: 400, field: 'titleZh' });
    expect((await add('x', { titleEn: '  ' })).body.fields).toEqual({ titleEn: 'Enter a title.' });
    expect((await add('x', { level: 'loud' })).status).toBe(400);
    expect((await add('x', { body: 'a'.repeat(2001) })).body.fields).toHaveProperty('body');
    expect((await add('Long body', { body: 'a'.repeat(2000) })).status).toBe(200);
  });

  it('refuses a window whose end is not after its start, with an error on end (add and edit)', async () => {
    const res = await expectRefusedUnchanged(() => add('Backwards', { start: '2030-01-02 10:00', end: '2030-01-02 09:00' }), { status: 400, field: 'end' });
    expect(res.body.fields).toEqual({ end: 'The end must come after the start.' });
    expect((await add('x', { start: '2030-02-30 10:00' })).body.fields).toEqual({ start: 'Use a date and time: YYYY-MM-DD HH:mm.' });
    const id = await idOf('Beta');
    const edit = await expectRefusedUnchanged(() => call(editNotice, { token, locale: 'zh', body: { id, end: when(-2 * day) } }), { status: 400, field: 'end' });
    expect(edit.body.fields).toEqual({ end: '结束时间必须晚于开始时间。' });
  });

  it('takes the author from the session: an author in the body is refused (400)', async () => {
    await expectRefusedUnchanged(() => add('Forged', { author: 'someone' }), { status: 400, field: 'author' });
    const id = await idOf('Beta');
    await expectRefusedUnchanged(() => call(editNotice, { token, body: { id, author: 'someone' } }), { status: 400, field: 'author' });
    expect((await call(noticeDetail, { token, params: { id } })).body.data.author).toBe('super');
  });
});

describe('notices: permissions and audit', () => {
  it('refuses a role without the notice permission (403) and lets admin write', async () => {
    const user = await signInWithRole('user002', 'user');
    expect((await call(listNotices, { token: user, body: {} })).status).toBe(403);
    await expectRefusedUnchanged(() => add('By user', {}, user), { status: 403 });
    const admin = await signInWithRole('user001', 'admin');
    const res = await add('By admin', {}, admin);
    expect(res.status).toBe(200);
    expect((await call(noticeDetail, { token, params: { id: res.body.data.id } })).body.data.author).toBe('user001');
  });

  it('records each write in the audit trail under the entity notices', async () => {
    const id = (await call(addNotice, { token, url: '/api/system/notices/add', body: body('Audited') })).body.data.id as string;
    await call(editNotice, { token, url: '/api/system/notices/edit', body: { id, level: 'warning' } });
    await call(deleteNotices, { token, url: '/api/system/notices', method: 'DELETE', body: [id] });
    const res = await call(auditList, { token, url: '/api/system/audit?entity=notices&size=100' });
    expect(res.status).toBe(200);
    const entries = (res.body.data.list as { action: string; ids: string[]; before: Record<string, { level?: string }>; after: Record<string, { level?: string; titleEn?: string }> }[]).filter((e) => e.ids.includes(id));
    expect(entries.map((e) => e.action).sort()).toEqual(['add', 'delete', 'edit']);
    const edit = entries.find((e) => e.action === 'edit');
    expect([edit?.before[id]?.level, edit?.after[id]?.level]).toEqual(['info', 'warning']);
    expect(entries.find((e) => e.action === 'add')?.after[id]?.titleEn).toBe('Audited');
  });
});

describe('GET /api/notices/published', () => {
  it('answers enabled notices within their window, newest start first, at most 5, to any signed-in user', async () => {
    const db = await getDb();
    await db.delete(notices);
    await add('Old', { start: when(-3 * day), end: when(day) });
    await add('Disabled', { status: '0' });
    await add('Future', { start: when(day), end: when(2 * day) });
    await add('Past', { start: when(-3 * day), end: when(-2 * day) });
    for (let i = 1; i <= 5; i++) await add(`New ${i}`, { start: when(-i * 60_000) });
    const user = await signInWithRole('user002', 'user');
    const res = await call(published, { token: user });
    expect(res.status).toBe(200);
    expect((res.body.data as Notice[]).map((n) => n.titleEn)).toEqual(['New 1', 'New 2', 'New 3', 'New 4', 'New 5']);
    expect((await call(published, {})).status).toBe(401);
  });
});

describe('the notice menu seed', () => {
  it('seeded /system/notice with add, edit and delete under System, granted to super and admin only', async () => {
    const db = await getDb();
    const items = await db.select().from(t.permissions).where(eq(t.permissions.path, '/system/notice'));
    expect(items.map((p) => [p.type, p.action ?? ''])).toEqual(
      expect.arrayContaining([['menu', ''], ['action', 'add'], ['action', 'edit'], ['action', 'delete']]),
    );
    expect(items.find((p) => p.type === 'menu')).toMatchObject({ parentId: '0005', nameEn: 'Notice', nameZh: '通知公告' });
    const holders = await db
      .selectDistinct({ code: t.roles.code })
      .from(t.rolePermissions)
      .innerJoin(t.roles, eq(t.roles.id, t.rolePermissions.roleId))
      .where(inArray(t.rolePermissions.permissionId, items.map((p) => p.id)));
    expect(holders.map((h) => h.code).sort()).toEqual(['admin', 'super']);
  });

  it('seeds once per database: a deleted item stays deleted, and two seeders at once seed once', async () => {
    const db = await getDb();
    const actionIds = ['00050800', '00050801', '00050802'];
    const revoke = async () => {
      await db.delete(t.rolePermissions).where(inArray(t.rolePermissions.permissionId, ['000508', ...actionIds]));
      await db.delete(t.permissions).where(inArray(t.permissions.id, actionIds));
      await db.delete(t.permissions).where(eq(t.permissions.id, '000508'));
    };
    await revoke();
    expect(await seedResources(db)).toEqual([]);
    expect(await db.select().from(t.permissions).where(eq(t.permissions.path, '/system/notice'))).toEqual([]);
    // A database that never had it: two instances starting together.
    await db.delete(t.resourceSeeds).where(eq(t.resourceSeeds.name, 'notices'));
    const runs = await Promise.all([seedResources(db, [notice]), seedResources(db, [notice])]);
    expect(runs.flat()).toEqual(['notices']);
    const menus = await db.select().from(t.permissions).where(and(eq(t.permissions.path, '/system/notice'), eq(t.permissions.type, 'menu')));
    expect(menus).toHaveLength(1);
  });
});

import { endpoint } from '@/tests/support/endpoint';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/db/client';
import { signIn } from '../support/auth';
import { call, type CallOptions, type Handler } from '../support/call';
import { parseCsv } from '../support/csv';

const { POST: exportAudit } = endpoint('/api/system/audit/export');
const { GET: listAudit } = endpoint('/api/system/audit');
const { POST: addChild } = endpoint('/api/system/groups/addChild');
const { POST: addRole } = endpoint('/api/system/roles/add');
const { POST: editRole } = endpoint('/api/system/roles/edit');
const { POST: listRoles } = endpoint('/api/system/roles');
const { DELETE: signOutSessions, POST: listSessions } = endpoint('/api/system/sessions');
const { POST: addUser } = endpoint('/api/system/users/add');
const { POST: editUser } = endpoint('/api/system/users/edit');

// Issue 24, finding 2: the audit trail ignored data scope, so a reader scoped to one group read the
// before/after snapshots of every user. An entry names users when it is about users (its ids) or
// about sessions (their owners); a scoped reader sees it only when every user it names is inside the
// scope, or it names none. The list, its total and the export agree.

type Entry = { id: number; entity: string; ids: string[]; before: Record<string, unknown>; after: Record<string, unknown> };
let superToken: string;
let readerToken: string;
let insider: string;
let outsider: string;
let roleId: string;

async function ok(handler: Handler, options: CallOptions) {
  const res = await call(handler, options);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const userBody = (username: string, group: string, roles: string[] = []) => ({
  name: username,
  username,
  email: `${username}@example.com`,
  phone: '123456',
  group,
  roles,
  password: 'valid-pass-77',
});

const entries = async (token: string, query = 'size=100') =>
  (await ok(listAudit, { token, url: `/api/system/audit?${query}` })).data as { list: Entry[]; total: number };

beforeAll(async () => {
  superToken = await signIn();
  await ok(addChild, { token: superToken, body: { parentId: '', id: 'AS01', name: 'Audit scope' } });
  await ok(addChild, { token: superToken, body: { parentId: 'AS01', id: 'AS0101', name: 'Audit scope below' } });
  // Audit page only, scoped to the reader's group and the groups below it.
  await ok(addRole, { token: superToken, body: { role: 'auditscoped', name: 'Scoped auditor', permissions: ['0005', '000505'], dataScope: 'group-tree' } });
  const roles = (await ok(listRoles, { token: superToken, body: { role: 'auditscoped', page: 1, size: 10 } })).data.list as { id: string }[];
  roleId = roles[0]?.id ?? '';
  await ok(addUser, { token: superToken, body: userBody('audit.reader', 'AS01', ['auditscoped']) });
  readerToken = await signIn('audit.reader', 'valid-pass-77');
  insider = (await ok(addUser, { token: superToken, body: userBody('audit.insider', 'AS0101') })).data.id;
  outsider = (await ok(addUser, { token: superToken, body: userBody('audit.outsider', '0002') })).data.id;
  await ok(editUser, { token: superToken, body: { id: outsider, phone: '999999' } });
  await ok(editUser, { token: superToken, body: { id: insider, phone: '888888' } });
  // A write naming no user, and a session of the outsider signed out (an entry naming its owner).
  await ok(editRole, { token: superToken, body: { id: roleId, name: 'Scoped auditor (renamed)' } });
  await signIn('audit.outsider', 'valid-pass-77');
  const sessions = (await ok(listSessions, { token: superToken, body: { username: 'audit.outsider', page: 1, size: 10 } })).data.list as { id: string }[];
  await ok(signOutSessions, { token: superToken, method: 'DELETE', body: sessions.map((s) => s.id) });
});

describe('the audit trail read by a scoped session', () => {
  it('lists only entries whose named users are all inside the scope, and counts the same', async () => {
    const { list, total } = await entries(readerToken);
    const text = JSON.stringify(list);
    expect(text).not.toContain('audit.outsider');
    expect(text).not.toContain(outsider);
    expect(list.some((e) => e.entity === 'users' && e.ids.includes(insider))).toBe(true);
    expect(list.some((e) => e.entity === 'roles' && e.ids.includes(roleId))).toBe(true);
    expect(list.some((e) => e.entity === 'sessions')).toBe(false);
    expect(total).toBe(list.length);
    // A filter finds no more than the scope allows.
    const users = (await entries(readerToken, 'size=100&entity=users')).list;
    expect(users.length).toBeGreaterThan(0);
    expect(users.flatMap((e) => e.ids)).not.toContain(outsider);
  });

  it('exports the same entries', async () => {
    const res = await call(exportAudit, { token: readerToken, body: { columns: ['ids', 'entity'] } });
    expect(res.status).toBe(200);
    // The table's column order: entity, then ids.
    const rows = parseCsv(res.text).slice(1);
    expect(res.text).not.toContain(outsider);
    expect(rows.map(([, ids]) => ids)).toContain(insider);
    expect(rows).toHaveLength((await entries(readerToken)).total);
  });

  it('leaves an unscoped reader every entry', async () => {
    const { list } = await entries(superToken);
    expect(list.some((e) => e.entity === 'users' && e.ids.includes(outsider))).toBe(true);
    expect(list.some((e) => e.entity === 'sessions')).toBe(true);
  });
});

describe('migration 0013', () => {
  it('gives the entries written before it the subjects a write records now', async () => {
    const db = await getDb();
    const read = async () => JSON.stringify(await db.execute(sql`select id, subjects from audit_log order by id`));
    const recorded = await read();
    expect(recorded).toContain(outsider);
    await db.execute(sql`update audit_log set subjects = '{}'`);
    const statements = readFileSync('drizzle/0013_audit_subjects.sql', 'utf8').split('--> statement-breakpoint');
    for (const statement of statements.filter((s) => s.includes('UPDATE'))) await db.execute(sql.raw(statement));
    expect(await read()).toBe(recorded);
  });
});

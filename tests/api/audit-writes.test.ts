import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeModules } from '@/app/api/openapi.json/registry';
import { route } from '@/lib/api/route';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { fileContents, files } from '@/resources/files/table';
import { notices } from '@/resources/notices/table';
import { dictValues, dicts } from '@/resources/dicts/table';
import { signIn } from '../support/auth';
import { call, type CallOptions } from '../support/call';

const { POST: noticeAdd } = endpoint('/api/system/notices/add');
const { POST: noticeEdit } = endpoint('/api/system/notices/edit');
const { DELETE: noticeDelete } = endpoint('/api/system/notices');
const { POST: ssoruleAdd } = endpoint('/api/system/ssorules/add');
const { POST: ssoruleEdit } = endpoint('/api/system/ssorules/edit');
const { DELETE: ssoruleDelete } = endpoint('/api/system/ssorules');
const { POST: ssoproviderAdd } = endpoint('/api/system/ssoproviders/add');
const { POST: ssoproviderEdit } = endpoint('/api/system/ssoproviders/edit');
const { DELETE: ssoproviderDelete } = endpoint('/api/system/ssoproviders');
const { POST: dictAdd } = endpoint('/api/system/dicts/add');
const { POST: dictEdit } = endpoint('/api/system/dicts/edit');
const { DELETE: dictDelete } = endpoint('/api/system/dicts');
const { POST: dictValueAdd } = endpoint('/api/system/dicts/values/add');
const { POST: dictValueEdit } = endpoint('/api/system/dicts/values/edit');
const { DELETE: dictValueDelete } = endpoint('/api/system/dicts/values');
const { POST: settingEdit } = endpoint('/api/system/settings/edit');
const { DELETE: settingReset } = endpoint('/api/system/settings');
const { POST: logoSet, DELETE: logoRemove } = endpoint('/api/system/settings/logo');
const { POST: groupAddBrother } = endpoint('/api/system/groups/addBrother');
const { POST: groupAddChild } = endpoint('/api/system/groups/addChild');
const { POST: groupEdit } = endpoint('/api/system/groups/edit');
const { POST: groupMove } = endpoint('/api/system/groups/move');
const { DELETE: groupDelete } = endpoint('/api/system/groups');
const { POST: permAddBrother } = endpoint('/api/system/permissions/addBrother');
const { POST: permAddChild } = endpoint('/api/system/permissions/addChild');
const { POST: permEdit } = endpoint('/api/system/permissions/edit');
const { POST: permMove } = endpoint('/api/system/permissions/move');
const { DELETE: permDelete } = endpoint('/api/system/permissions');
const { POST: roleAdd } = endpoint('/api/system/roles/add');
const { POST: roleEdit } = endpoint('/api/system/roles/edit');
const { DELETE: roleDelete } = endpoint('/api/system/roles');
const { POST: userAdd } = endpoint('/api/system/users/add');
const { POST: userEdit } = endpoint('/api/system/users/edit');
const { POST: userReset } = endpoint('/api/system/users/reset/{id}');
const { POST: userResetMfa } = endpoint('/api/system/users/resetMfa/{id}');
const { DELETE: userDelete } = endpoint('/api/system/users');
const { DELETE: sessionDelete, POST: sessionList } = endpoint('/api/system/sessions');
const { DELETE: keyDelete } = endpoint('/api/system/keys');
const { POST: fileUpload } = endpoint('/api/system/files/upload');
const { POST: fileEdit } = endpoint('/api/system/files/edit');
const { DELETE: fileDelete } = endpoint('/api/system/files');
const { POST: userImport } = endpoint('/api/system/users/import');

/** A multipart body with one `file` part. */
function filePart(data: Uint8Array | string, name: string, type: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([typeof data === 'string' ? data : new Uint8Array(data)], { type }), name);
  return body;
}
const png = Uint8Array.from(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'));

type Handler = Parameters<typeof call>[0];
interface Write {
  handler: Handler;
  method: 'POST' | 'DELETE';
  endpoint: string;
  options: CallOptions;
  entity: string;
  action: string;
  ids: unknown[];
}

let token: string;
// Filled before the writes run: the session of user001's that `DELETE /api/system/sessions` signs out.
const sessionIds: string[] = [];
const entries = async () => (await getDb()).select().from(t.auditLog).orderBy(t.auditLog.id);
const write = (handler: Handler, method: Write['method'], endpoint: string, options: CallOptions, expected: Pick<Write, 'entity' | 'action' | 'ids'>): Write => ({
  handler,
  method,
  endpoint,
  options,
  ...expected,
});

// Every write endpoint of the system API, in an order where each finds what it needs.
const writes: Write[] = [
  write(userAdd, 'POST', '/api/system/users/add', { body: { name: 'Audit Me', username: 'audit.me', email: 'a@example.com', phone: '13800000098', group: '0001', roles: ['user'], permissions: [] } }, { entity: 'users', action: 'add', ids: ['100000100'] }),
  write(userEdit, 'POST', '/api/system/users/edit', { body: { id: '100000100', email: 'b@example.com' } }, { entity: 'users', action: 'edit', ids: ['100000100'] }),
  write(userReset, 'POST', '/api/system/users/reset/{id}', { params: { id: '100000100' }, url: '/api/system/users/reset/100000100' }, { entity: 'users', action: 'reset', ids: ['100000100'] }),
  write(userResetMfa, 'POST', '/api/system/users/resetMfa/{id}', { params: { id: '100000100' }, url: '/api/system/users/resetMfa/100000100' }, { entity: 'users', action: 'resetMfa', ids: ['100000100'] }),
  write(userDelete, 'DELETE', '/api/system/users', { body: ['100000100'] }, { entity: 'users', action: 'delete', ids: ['100000100'] }),
  write(userImport, 'POST', '/api/system/users/import', { raw: filePart('username,name,email,phone,group,status,roles\r\nimport.me,Import Me,i@example.com,13800000097,0001,1,user\r\n', 'users.csv', 'text/csv') }, { entity: 'users', action: 'import', ids: [expect.any(String)] }),
  write(roleAdd, 'POST', '/api/system/roles/add', { body: { role: 'auditor', name: 'Auditor', permissions: ['0000'] } }, { entity: 'roles', action: 'add', ids: ['0004'] }),
  write(roleEdit, 'POST', '/api/system/roles/edit', { body: { id: '0004', status: '0' } }, { entity: 'roles', action: 'edit', ids: ['0004'] }),
  write(roleDelete, 'DELETE', '/api/system/roles', { body: ['0004'] }, { entity: 'roles', action: 'delete', ids: ['0004'] }),
  write(groupAddChild, 'POST', '/api/system/groups/addChild', { body: { parentId: '00', id: 'AU1', name: 'Audit one' } }, { entity: 'groups', action: 'addChild', ids: ['AU1'] }),
  write(groupAddBrother, 'POST', '/api/system/groups/addBrother', { body: { brotherId: 'AU1', id: 'AU2', name: 'Audit two' } }, { entity: 'groups', action: 'addBrother', ids: ['AU2'] }),
  write(groupEdit, 'POST', '/api/system/groups/edit', { body: { id: 'AU2', name: 'Audit 2' } }, { entity: 'groups', action: 'edit', ids: ['AU2'] }),
  write(groupMove, 'POST', '/api/system/groups/move', { body: { id: 'AU2', action: 'up' } }, { entity: 'groups', action: 'move', ids: ['AU2'] }),
  write(groupDelete, 'DELETE', '/api/system/groups', { body: ['AU1', 'AU2'] }, { entity: 'groups', action: 'delete', ids: ['AU1', 'AU2'] }),
  write(permAddChild, 'POST', '/api/system/permissions/addChild', { body: { parentId: '', id: 'AP1', name: 'Audit menu', path: '/audit-one' } }, { entity: 'permissions', action: 'addChild', ids: ['AP1'] }),
  write(permAddBrother, 'POST', '/api/system/permissions/addBrother', { body: { brotherId: 'AP1', id: 'AP2', name: 'Audit menu 2', path: '/audit-two' } }, { entity: 'permissions', action: 'addBrother', ids: ['AP2'] }),
  write(permEdit, 'POST', '/api/system/permissions/edit', { body: { id: 'AP2', status: '0' } }, { entity: 'permissions', action: 'edit', ids: ['AP2'] }),
  write(permMove, 'POST', '/api/system/permissions/move', { body: { id: 'AP2', action: 'top' } }, { entity: 'permissions', action: 'move', ids: ['AP2'] }),
  // A registered resource (resources/notices): a new notice's id is a UUID; AN1 is inserted below.
  write(noticeAdd, 'POST', '/api/system/notices/add', { body: { titleEn: 'Audit', titleZh: '审计', start: '2030-01-01 00:00', end: '2030-01-02 00:00' } }, { entity: 'notices', action: 'add', ids: [expect.any(String)] }),
  write(noticeEdit, 'POST', '/api/system/notices/edit', { body: { id: 'AN1', level: 'critical' } }, { entity: 'notices', action: 'edit', ids: ['AN1'] }),
  write(noticeDelete, 'DELETE', '/api/system/notices', { body: ['AN1'] }, { entity: 'notices', action: 'delete', ids: ['AN1'] }),
  // A registered resource (resources/files): an upload's id is a UUID; AF1 is inserted below.
  write(fileUpload, 'POST', '/api/system/files/upload', { raw: filePart(png, 'audit.png', 'image/png') }, { entity: 'files', action: 'upload', ids: [expect.any(String)] }),
  write(fileEdit, 'POST', '/api/system/files/edit', { body: { id: 'AF1', name: 'renamed.png' } }, { entity: 'files', action: 'edit', ids: ['AF1'] }),
  write(fileDelete, 'DELETE', '/api/system/files', { body: ['AF1'] }, { entity: 'files', action: 'delete', ids: ['AF1'] }),
  // The single sign-on role rules (resources/ssorules); AS1 is inserted below.
  write(ssoruleAdd, 'POST', '/api/system/ssorules/add', { body: { provider: 'default', claim: 'groups', value: 'staff', role: '0002' } }, { entity: 'ssorules', action: 'add', ids: [expect.any(String)] }),
  write(ssoruleEdit, 'POST', '/api/system/ssorules/edit', { body: { id: 'AS1', value: 'ops' } }, { entity: 'ssorules', action: 'edit', ids: ['AS1'] }),
  write(ssoruleDelete, 'DELETE', '/api/system/ssorules', { body: ['AS1'] }, { entity: 'ssorules', action: 'delete', ids: ['AS1'] }),
  // The single sign-on providers (resources/ssoproviders); AP1 is inserted below.
  write(
    ssoproviderAdd,
    'POST',
    '/api/system/ssoproviders/add',
    { body: { name: 'Corp', code: 'auditcorp', issuer: 'https://id.example.com/realms/corp', clientId: 'console', clientSecret: 'a-client-secret-for-the-audit', status: '1' } },
    { entity: 'ssoproviders', action: 'add', ids: [expect.any(String)] },
  ),
  write(ssoproviderEdit, 'POST', '/api/system/ssoproviders/edit', { body: { id: 'AP1', name: 'Renamed' } }, { entity: 'ssoproviders', action: 'edit', ids: ['AP1'] }),
  write(ssoproviderDelete, 'DELETE', '/api/system/ssoproviders', { body: ['AP1'] }, { entity: 'ssoproviders', action: 'delete', ids: ['AP1'] }),
  // The dictionaries and their values (resources/dicts), one entity; AD1 and its value ADV1 are inserted below.
  write(dictAdd, 'POST', '/api/system/dicts/add', { body: { code: 'audit_dict', nameEn: 'Audit', nameZh: '审计' } }, { entity: 'dicts', action: 'add', ids: [expect.any(String)] }),
  write(dictValueAdd, 'POST', '/api/system/dicts/values/add', { body: { dictId: 'AD1', code: 'two', labelEn: 'Two', labelZh: '二' } }, { entity: 'dicts', action: 'add', ids: [expect.any(String)] }),
  write(dictValueEdit, 'POST', '/api/system/dicts/values/edit', { body: { id: 'ADV1', labelEn: 'Uno' } }, { entity: 'dicts', action: 'edit', ids: ['ADV1'] }),
  write(dictValueDelete, 'DELETE', '/api/system/dicts/values', { body: ['ADV1'] }, { entity: 'dicts', action: 'delete', ids: ['ADV1'] }),
  write(dictEdit, 'POST', '/api/system/dicts/edit', { body: { id: 'AD1', nameEn: 'Audited' } }, { entity: 'dicts', action: 'edit', ids: ['AD1'] }),
  write(dictDelete, 'DELETE', '/api/system/dicts', { body: ['AD1'] }, { entity: 'dicts', action: 'delete', ids: ['AD1'] }),
  write(settingEdit, 'POST', '/api/system/settings/edit', { body: { id: 'consoleName', value: 'Audited' } }, { entity: 'settings', action: 'edit', ids: ['consoleName'] }),
  write(settingReset, 'DELETE', '/api/system/settings', { body: ['consoleName'] }, { entity: 'settings', action: 'delete', ids: ['consoleName'] }),
  // The console's logo: a settings write of its key (set, and reset to the built-in mark), not of its file.
  write(logoSet, 'POST', '/api/system/settings/logo', { raw: filePart(png, 'logo.png', 'image/png') }, { entity: 'settings', action: 'edit', ids: ['consoleLogo'] }),
  write(logoRemove, 'DELETE', '/api/system/settings/logo', {}, { entity: 'settings', action: 'delete', ids: ['consoleLogo'] }),
  write(permDelete, 'DELETE', '/api/system/permissions', { body: ['AP1', 'AP2'] }, { entity: 'permissions', action: 'delete', ids: ['AP1', 'AP2'] }),
  write(sessionDelete, 'DELETE', '/api/system/sessions', { body: sessionIds }, { entity: 'sessions', action: 'delete', ids: sessionIds }),
  // AK1, a key of user001's, is inserted below.
  write(keyDelete, 'DELETE', '/api/system/keys', { body: ['AK1'] }, { entity: 'keys', action: 'delete', ids: ['AK1'] }),
];

beforeAll(async () => {
  token = await signIn();
  await signIn('user001');
  const listed = await call(sessionList, { token, body: { username: 'user001' } });
  sessionIds.push(listed.body.data.list[0].id);
  const window = { startsAt: new Date('2030-01-01T00:00:00Z'), endsAt: new Date('2030-01-02T00:00:00Z') };
  await (await getDb()).insert(files).values({ id: 'AF1', name: 'one.png', mime: 'image/png', bytes: png.byteLength, authorId: '100000023', author: 'super' });
  await (await getDb()).insert(fileContents).values({ fileId: 'AF1', data: png });
  await (await getDb()).insert(notices).values({ id: 'AN1', titleEn: 'One', titleZh: '一', ...window, authorId: '100000023', author: 'super' });
  const user001 = listed.body.data.list[0].userId as string;
  await (await getDb()).insert(t.apiKeys).values({ id: 'AK1', userId: user001, name: 'Audit key', secretHash: 'not-a-hash', tokenVersion: 0, expiresAt: window.endsAt });
  await (await getDb()).insert(t.ssorules).values({ id: 'AS1', provider: 'default', claim: 'groups', value: 'admins', role: '0002' });
  await (await getDb()).insert(t.ssoProviders).values({ id: 'AP1', code: 'auditone', name: 'One', issuer: 'https://id.example.com/one', clientId: 'one', clientSecretSealed: 'sealed' });
  await (await getDb()).insert(dicts).values({ id: 'AD1', code: 'audit_one', nameEn: 'One', nameZh: '一' });
  await (await getDb()).insert(dictValues).values({ id: 'ADV1', dictId: 'AD1', code: 'one', labelEn: 'One', labelZh: '一' });
});

describe('the audit trail of writes', () => {
  it('covers every write endpoint (a permission with an action) of the API', async () => {
    const declared = Object.entries(await routeModules()).flatMap(([path, module]) =>
      (['POST', 'DELETE'] as const).flatMap((method) => {
        const permission = module[method]?.spec?.permission;
        return typeof permission === 'object' && permission.action ? [`${method} ${path}`] : [];
      }),
    );
    expect(writes.map((w) => `${w.method} ${w.endpoint}`).sort()).toEqual(declared.sort());
  });

  it.each(writes.map((w) => [`${w.method} ${w.endpoint}`, w] as const))('%s records exactly one entry', async (_, w) => {
    const before = await entries();
    const url = w.options.url ?? w.endpoint;
    const res = await call(w.handler, { ...w.options, token, method: w.method, url });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const added = (await entries()).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ userId: '100000023', username: 'super', method: w.method, endpoint: url, entity: w.entity, action: w.action, ids: w.ids });
    const entry = added[0]!;
    if (w.action === 'delete') expect(Object.keys(entry.after)).toEqual([]);
    if (w.action.startsWith('add')) expect(Object.keys(entry.before)).toEqual([]);
    if (w.action !== 'delete') expect(Object.keys(entry.after)).toEqual(w.ids);
  });

  it.each([
    ['an invalid body (400)', roleEdit, { body: { id: '0002', permissions: 'all' } }, 400],
    ['an unknown permission id (400)', roleEdit, { body: { id: '0002', permissions: ['nope'] } }, 400],
    ['an unknown role (404)', roleEdit, { body: { id: '9999', status: '0' } }, 404],
    ['a role still held (409)', roleDelete, { method: 'DELETE', body: ['0003'] }, 409],
    ['a group with children (409)', groupDelete, { method: 'DELETE', body: ['0001'] }, 409],
    ['a taken username (409)', userAdd, { body: { name: 'Dup', username: 'SUPER', email: 'x@example.com', phone: '13800000099', group: '0001', roles: [], permissions: [] } }, 409],
    ['a duplicate tree id (409)', permAddChild, { body: { parentId: '', id: '0000', name: 'Again', path: '/again' } }, 409],
  ] as const)('a failing write records nothing: %s', async (_, handler, options, status) => {
    const before = await (await getDb()).$count(t.auditLog);
    const res = await call(handler, { ...options, token });
    expect(res.status, JSON.stringify(res.body)).toBe(status);
    expect(await (await getDb()).$count(t.auditLog)).toBe(before);
  });

  it('names the action its route declares, whatever the URL', async () => {
    const before = await entries();
    const res = await call(roleEdit, { token, body: { id: '0002', name: 'Admin' }, url: '/api/elsewhere/reset' });
    expect(res.status).toBe(200);
    expect((await entries()).slice(before.length)).toMatchObject([{ entity: 'roles', action: 'edit' }]);
  });

  it('refuses at load an audited write that declares no action', () => {
    expect(() => route({ permission: { path: '/system/role', action: 'edit' } }, async () => new Response())).toThrow(/no audit action/);
  });

  it('refuses at load an audited write without its snapshot reader (a resource brings its own)', () => {
    expect(() => route({ permission: { path: '/system/role', action: 'edit' }, auditAction: 'edit' }, async () => new Response())).toThrow(/no snapshot reader for the audit entity roles/);
    expect(() => route({ permission: 'signed-in', audit: { entity: 'users', own: true }, auditAction: 'profile' }, async () => new Response())).toThrow(/no snapshot reader/);
  });
});

import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as login } from '@/app/api/user/login/route';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { dumpUsersAndRoles } from '../support/system';

const { POST: groupAddChild } = endpoint('/api/system/groups/addChild');
const { POST: permissionAddChild } = endpoint('/api/system/permissions/addChild');
const { POST: addRole } = endpoint('/api/system/roles/add');
const { POST: addUser } = endpoint('/api/system/users/add');
const { GET: userDetail } = endpoint('/api/system/users/detail/{id}');
const { POST: editUser } = endpoint('/api/system/users/edit');

// Names people read must not hide characters, and a username must not pass for another one.
const hidden = ['Ad\u202Emin', 'line\nbreak', 'car\rriage', 'zero\u200Bwidth', '\uFEFFbom', 'joiner\u200Dx', 'tab\there', 'sep\u2028line', 'soft\u00ADhyphen'];
const controlMessage = 'Cannot contain control or invisible formatting characters (line breaks, bidi overrides, zero-width characters).';
const newUser = { name: 'Ada Lovelace', username: 'ada.l', email: 'ada@example.com', phone: '13800000000', group: '000301' };

let token: string;
beforeAll(async () => {
  token = await signIn();
});

describe('name fields', () => {
  it('refuse control and format characters in every name, with a localized field message, and change nothing', async () => {
    const before = await dumpUsersAndRoles();
    const cases = [
      (value: string) => call(addUser, { token, body: { ...newUser, name: value } }),
      (value: string) => call(addUser, { token, body: { ...newUser, username: `ada${value}` } }),
      (value: string) => call(addRole, { token, body: { role: 'hidden', name: value, status: '1', permissions: [] } }),
      (value: string) => call(groupAddChild, { token, body: { parentId: '0003', id: 'HID1', name: value } }),
      (value: string) => call(permissionAddChild, { token, body: { parentId: '', id: 'HID2', name: value, path: '/hidden', type: 'menu' } }),
    ];
    for (const [i, send] of cases.entries()) {
      for (const value of hidden) {
        const res = await send(value);
        expect(res.status, `${i} ${JSON.stringify(value)}`).toBe(400);
        expect(Object.values(res.body.fields), `${i} ${JSON.stringify(value)}`).toEqual([controlMessage]);
      }
    }
    const zh = await call(addUser, { token, locale: 'zh', body: { ...newUser, name: 'Ad\u202Emin' } });
    expect(zh.body.fields.name).toBe('不能包含控制字符或不可见的格式字符（换行、双向文本控制符、零宽字符）。');
    expect(await dumpUsersAndRoles()).toBe(before);
  });

  it('still take letters of every script, emoji and inner spaces', async () => {
    const res = await call(addUser, { token, body: { ...newUser, username: 'ünïcødé', name: '李 小龍 👩 Zoë' } });
    expect(res.status).toBe(200);
    expect((await call(userDetail, { token, params: { id: res.body.data.id } })).body.data.name).toBe('李 小龍 👩 Zoë');
  });
});

describe('usernames', () => {
  it('are stored NFKC-normalised and unique after case folding: no fullwidth look-alike of an existing one', async () => {
    const taken = 'The username super is already taken.';
    expect((await call(addUser, { token, body: { ...newUser, username: 'usuper9' } })).status).toBe(200);
    for (const username of ['uｓｕｐｅｒ9', 'USUPER9', 'ｓｕｐｅｒ', 'SUPER', 'Ｓuper']) {
      const res = await call(addUser, { token, body: { ...newUser, username } });
      expect(res.status, username).toBe(409);
      expect(res.body.message, username).toBe(taken.replace('super', username.normalize('NFKC')));
      expect(res.body.message, username).not.toContain('\uFF53');
    }
    const added = await call(addUser, { token, body: { ...newUser, email: 'fw@example.com', username: 'ｆｕｌｌｗｉｄｔｈ', password: 'secret-pass' } });
    expect(added.status).toBe(200);
    expect((await call(userDetail, { token, params: { id: added.body.data.id } })).body.data.username).toBe('fullwidth');
    expect((await call(editUser, { token, body: { id: added.body.data.id, username: 'ＵＳＥＲ001' } })).status).toBe(409);
    // Sign-in finds the user under any spelling that normalises to the same name.
    for (const username of ['fullwidth', 'ＦＵＬＬＷＩＤＴＨ', 'FullWidth']) {
      expect((await call(login, { body: { username, password: 'secret-pass' } })).body.data.status, username).toBe('ok');
    }
  });
});

describe('body keys named like Object members', () => {
  it('name __proto__, constructor and toString as unknown fields like any other', async () => {
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
      const raw = `{"name":"Ada Lovelace","username":"proto.user","email":"p@example.com","phone":"13800000000","group":"000301","${key}":{"polluted":true}}`;
      for (const locale of ['en', 'zh']) {
        const res = await call(addUser, { token, locale, raw, headers: { 'content-type': 'application/json' } });
        expect(res.status, key).toBe(400);
        expect(Object.keys(res.body.fields), key).toEqual([key]);
        expect(res.body.fields[key], key).toBe(locale === 'en' ? 'Unknown field.' : res.body.message);
      }
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('report a missing field even when its name is an Object member', async () => {
    const res = await call(addUser, { token, raw: '{"constructor":1}', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ constructor: 'Unknown field.', name: 'Required.', username: 'Required.' });
  });
});

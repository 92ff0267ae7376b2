import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth';
import { call } from '../support/call';
import { dumpTables } from '../support/system';

const { GET: audit } = endpoint('/api/system/audit');
const { POST: addBrotherGroup } = endpoint('/api/system/groups/addBrother');
const { POST: addChildGroup } = endpoint('/api/system/groups/addChild');
const { POST: addNotice } = endpoint('/api/system/notices/add');
const { POST: editNotice } = endpoint('/api/system/notices/edit');
const { POST: addBrotherPermission } = endpoint('/api/system/permissions/addBrother');
const { POST: addChildPermission } = endpoint('/api/system/permissions/addChild');
const { POST: addRole } = endpoint('/api/system/roles/add');

// A cross-field rule (lib/api/cross-field.ts) runs only on fields that passed their own checks: a value
// its field refused answers that field's 400, never a 500 from the rule, and the rule adds nothing to it.
type Handler = Parameters<typeof call>[0];

const badDates = ['1', '-1', '00', '2026-13-45', ''];
const dateMessage = 'Use a date and time: YYYY-MM-DD HH:mm.';
const tables = ['notices', 'roles', 'role_permissions', 'groups', 'permissions', 'audit_log'];

let token: string;
let noticeId: string;
const window = { start: '2030-01-01 09:00', end: '2030-01-31 18:00' };

/** Posts the body and expects a 400 in the envelope with exactly these field errors. */
async function refused(handler: Handler, body: Record<string, unknown>, fields: Record<string, string>) {
  const res = await call(handler, { token, body });
  expect(res.status, JSON.stringify(body)).toBe(400);
  expect(res.body, JSON.stringify(body)).toEqual({ code: 400, message: Object.values(fields)[0], fields });
}

beforeAll(async () => {
  token = await signIn();
  const res = await call(addNotice, { token, body: { titleEn: 'Window', titleZh: '窗口', ...window } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  noticeId = res.body.data.id;
});

describe('a cross-field rule never reads a value its field refused', () => {
  it('answers a bad start or end of a notice with 400 on that field (add and edit), changing nothing', async () => {
    const before = await dumpTables(tables);
    for (const bad of badDates) {
      for (const field of ['start', 'end'] as const) {
        const fields = { [field]: dateMessage };
        await refused(addNotice, { titleEn: 'Bad', titleZh: '坏', ...window, [field]: bad }, fields);
        await refused(editNotice, { id: noticeId, ...window, [field]: bad }, fields);
        await refused(editNotice, { id: noticeId, [field]: bad }, fields);
      }
      await refused(addNotice, { titleEn: 'Bad', titleZh: '坏', start: bad, end: bad }, { start: dateMessage, end: dateMessage });
    }
    expect(await dumpTables(tables)).toBe(before);
  });

  it('answers a bad audit date with 400 on that field', async () => {
    for (const bad of badDates) {
      for (const field of ['from', 'to']) {
        const res = await call(audit, { token, url: `/api/system/audit?${field}=${encodeURIComponent(bad)}` });
        expect(res.status, `${field}=${bad}`).toBe(400);
        expect(res.body, `${field}=${bad}`).toMatchObject({ code: 400, fields: { [field]: expect.any(String) } });
      }
    }
  });

  it('checks both names of a role, group or permission only once the names sent passed their own checks', async () => {
    const before = await dumpTables(tables);
    const adds: [Handler, Record<string, unknown>][] = [
      [addRole, { role: 'Crossfield' }],
      [addChildGroup, { parentId: '', id: 'xf01' }],
      [addBrotherGroup, { brotherId: '0001', id: 'xf02' }],
      [addChildPermission, { parentId: '', id: 'xf03', path: '/xf' }],
      [addBrotherPermission, { brotherId: '0001', id: 'xf04', path: '/xf' }],
    ];
    for (const [handler, body] of adds) {
      // Without nameZh the pair rule would add `nameZh: Required.`; it does not read a refused nameEn.
      await refused(handler, { ...body, nameEn: 5 }, { nameEn: 'Invalid value.' });
      await refused(handler, { ...body, name: ['x'] }, { name: 'Invalid value.' });
    }
    expect(await dumpTables(tables)).toBe(before);
  });

  it("checks a permission's kind only once its type, action, path and icon passed their own checks", async () => {
    const before = await dumpTables(tables);
    const names = { nameEn: 'Cross', nameZh: '交叉' };
    for (const handler of [addChildPermission, addBrotherPermission]) {
      const place = handler === addChildPermission ? { parentId: '' } : { brotherId: '0001' };
      // An action with no action would hear `action: Required.`: not while its path is refused.
      await refused(handler, { ...place, ...names, id: 'xf05', type: 'action', path: `/${'x'.repeat(200)}` }, { path: 'At most 200 characters.' });
      await refused(handler, { ...place, ...names, id: 'xf06', action: 'view', icon: 'users' }, { action: 'Invalid value.' });
    }
    expect(await dumpTables(tables)).toBe(before);
  });
});

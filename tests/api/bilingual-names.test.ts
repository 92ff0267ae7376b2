import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../support/auth';
import { call } from '../support/call';

const { POST: addChildGroup } = endpoint('/api/system/groups/addChild');
const { POST: addBrotherGroup } = endpoint('/api/system/groups/addBrother');
const { GET: groupDetail } = endpoint('/api/system/groups/detail/{id}');
const { POST: editGroup } = endpoint('/api/system/groups/edit');
const { POST: listGroups } = endpoint('/api/system/groups');
const { POST: addChildPermission } = endpoint('/api/system/permissions/addChild');
const { POST: addBrotherPermission } = endpoint('/api/system/permissions/addBrother');
const { GET: permissionDetail } = endpoint('/api/system/permissions/detail/{id}');
const { POST: editPermission } = endpoint('/api/system/permissions/edit');
const { POST: addRole } = endpoint('/api/system/roles/add');
const { GET: roleDetail } = endpoint('/api/system/roles/detail/{id}');
const { POST: editRole } = endpoint('/api/system/roles/edit');
const { POST: listRoles } = endpoint('/api/system/roles');

// Roles, groups and permissions store an English and a Chinese name: both are written on add and
// edit, each validated under its own field; the spec's single `name` still works (lib/api/bilingual-name.ts).
type Handler = Parameters<typeof call>[0];
type Names = { name: string; nameEn: string; nameZh: string };

let token: string;
const post = (handler: Handler, body: unknown, locale = 'en') => call(handler, { token, body, locale });
const ok = async (handler: Handler, body: unknown, locale = 'en') => {
  const res = await post(handler, body, locale);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res;
};
const detailOf = (handler: Handler) => async (id: string, locale = 'en') => {
  const res = await call(handler, { token, locale, params: { id } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as Names;
};
/** The id when a record with it exists, else ''. */
const existing = (handler: Handler) => async (key: string) => {
  const res = await call(handler, { token, params: { id: `bi${key}` } });
  return res.status === 200 ? `bi${key}` : '';
};
const names = (item: Names) => ({ name: item.name, nameEn: item.nameEn, nameZh: item.nameZh });

beforeAll(async () => {
  token = await signIn();
});

/** One resource's add and edit endpoints and how to make a valid body for each. */
interface Resource {
  label: string;
  add: Handler;
  addBody: (id: string) => Record<string, unknown>;
  edit: Handler;
  detail: (id: string, locale?: string) => Promise<Names>;
  /** The id the add gave, '' when there is none (roles take theirs from a sequence). */
  idAfterAdd: (key: string) => Promise<string>;
  minMessage: { en: string; zh: string };
}

const roleIdByCode = async (code: string) => {
  const res = await post(listRoles, { role: code });
  return (res.body.data.list as { id: string; role: string }[]).find((r) => r.role === code)?.id ?? '';
};

const resources: Resource[] = [
  {
    label: 'role',
    add: addRole,
    addBody: (key) => ({ role: `bi${key}` }),
    edit: editRole,
    detail: detailOf(roleDetail),
    idAfterAdd: (key) => roleIdByCode(`bi${key}`),
    minMessage: { en: 'RoleName must be at least 2 characters.', zh: '角色名称至少2个字符。' },
  },
  {
    label: 'group',
    add: addChildGroup,
    addBody: (key) => ({ parentId: '0001', id: `bi${key}` }),
    edit: editGroup,
    detail: detailOf(groupDetail),
    idAfterAdd: existing(groupDetail),
    minMessage: { en: 'GroupName must be at least 2 characters.', zh: '组织名称至少2个字符。' },
  },
  {
    label: 'permission',
    add: addChildPermission,
    addBody: (key) => ({ parentId: '0005', id: `bi${key}`, type: 'menu', path: `/system/bi${key.toLowerCase()}` }),
    edit: editPermission,
    detail: detailOf(permissionDetail),
    idAfterAdd: existing(permissionDetail),
    minMessage: { en: 'Name must be at least 2 characters.', zh: '姓名至少2个字符。' },
  },
];

describe.each(resources)('$label names', (r) => {
  it('adds with both names and answers both beside the locale name', async () => {
    await ok(r.add, { ...r.addBody('Add'), nameEn: 'Auditors', nameZh: '审计' });
    const id = await r.idAfterAdd('Add');
    expect(names(await r.detail(id))).toEqual({ name: 'Auditors', nameEn: 'Auditors', nameZh: '审计' });
    expect(names(await r.detail(id, 'zh'))).toEqual({ name: '审计', nameEn: 'Auditors', nameZh: '审计' });
  });

  it('edits both names at once, and one alone leaves the other', async () => {
    const id = await r.idAfterAdd('Add');
    await ok(r.edit, { id, nameEn: 'Inspectors', nameZh: '检查员' });
    expect(names(await r.detail(id))).toEqual({ name: 'Inspectors', nameEn: 'Inspectors', nameZh: '检查员' });
    await ok(r.edit, { id, nameZh: '稽查' }, 'en');
    expect(names(await r.detail(id, 'zh'))).toEqual({ name: '稽查', nameEn: 'Inspectors', nameZh: '稽查' });
  });

  it('requires both names on add, each under its own field, in the request language', async () => {
    const none = await post(r.add, r.addBody('None'));
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ nameEn: 'Required.', nameZh: 'Required.' });
    const onlyEn = await post(r.add, { ...r.addBody('None'), nameEn: 'English only' }, 'zh');
    expect(onlyEn.body.fields).toEqual({ nameZh: '必填。' });
    expect(await r.idAfterAdd('None')).toBe('');
  });

  it.each([
    ['nameEn', { nameEn: 'A', nameZh: '审计' }],
    ['nameZh', { nameEn: 'Auditors', nameZh: '审' }],
  ])('validates %s like a name on add and edit, changing nothing', async (field, pair) => {
    const res = await post(r.add, { ...r.addBody('Bad'), ...pair });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ [field]: r.minMessage.en });
    expect(await r.idAfterAdd('Bad')).toBe('');
    const id = await r.idAfterAdd('Add');
    const before = names(await r.detail(id));
    const edit = await post(r.edit, { id, ...pair }, 'zh');
    expect(edit.status).toBe(400);
    expect(edit.body.fields).toEqual({ [field]: r.minMessage.zh });
    const hidden = await post(r.edit, { id, [field]: 'Bidi\u202eName' });
    expect(Object.keys(hidden.body.fields)).toEqual([field]);
    expect(names(await r.detail(id))).toEqual(before);
  });

  it("keeps the spec's single name: both columns on add, the request language's on edit, the pair winning", async () => {
    await ok(r.add, { ...r.addBody('Old'), name: 'Legacy' });
    const id = await r.idAfterAdd('Old');
    expect(names(await r.detail(id))).toEqual({ name: 'Legacy', nameEn: 'Legacy', nameZh: 'Legacy' });
    await ok(r.edit, { id, name: '旧名' }, 'zh');
    expect(names(await r.detail(id))).toEqual({ name: 'Legacy', nameEn: 'Legacy', nameZh: '旧名' });
    await ok(r.edit, { id, name: 'Ignored', nameEn: 'Pair wins' });
    expect((await r.detail(id)).nameEn).toBe('Pair wins');
  });
});

describe('names on add brother and in lists', () => {
  it('adds a brother group and permission with both names', async () => {
    await ok(addBrotherGroup, { brotherId: '0001', id: 'biBrother', nameEn: 'Brothers', nameZh: '兄弟' });
    expect(names(await detailOf(groupDetail)('biBrother', 'zh'))).toEqual({ name: '兄弟', nameEn: 'Brothers', nameZh: '兄弟' });
    await ok(addBrotherPermission, { brotherId: '0005', id: 'biBrother', path: '/bibrother', nameEn: 'Brothers', nameZh: '兄弟' });
    expect(names(await detailOf(permissionDetail)('biBrother'))).toEqual({ name: 'Brothers', nameEn: 'Brothers', nameZh: '兄弟' });
    const refused = await post(addBrotherGroup, { brotherId: '0001', id: 'biHalf', nameZh: '一半' });
    expect(refused.body.fields).toEqual({ nameEn: 'Required.' });
  });

  it('lists show the locale name and carry both', async () => {
    const roles = (await post(listRoles, { role: 'biAdd' }, 'zh')).body.data.list as Names[];
    expect(roles.map(names)).toEqual([{ name: '稽查', nameEn: 'Inspectors', nameZh: '稽查' }]);
    const groups = (await post(listGroups, { id: 'biAdd' }, 'zh')).body.data as Names[];
    expect(groups.map(names)).toEqual([{ name: '稽查', nameEn: 'Inspectors', nameZh: '稽查' }]);
  });
});

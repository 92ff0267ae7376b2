import { endpoint } from '@/tests/support/endpoint';
import { beforeAll, describe, expect, it } from 'vitest';
import { guardPage } from '@/lib/auth/guard';
import { readMenu } from '@/lib/auth/menu-read';
import { sessionFromToken } from '@/lib/auth/session';
import { breadcrumbs, findMenu, flattenMenu, menuTitle } from '@/lib/menu';
import { registeredResources } from '@/resources/index';
import { seedMenu } from '../support/seed-menu';
import { signIn } from '../support/auth';
import { signInWithRole } from '../support/system';
import { call, type CallOptions } from '../support/call';

const { POST: addBrother } = endpoint('/api/system/permissions/addBrother');
const { POST: addChild } = endpoint('/api/system/permissions/addChild');
const { GET: detail } = endpoint('/api/system/permissions/detail/{id}');
const { POST: edit } = endpoint('/api/system/permissions/edit');
const { POST: move } = endpoint('/api/system/permissions/move');
const { DELETE: remove } = endpoint('/api/system/permissions');
const { GET: roleDetail } = endpoint('/api/system/roles/detail/{id}');
const { POST: editRole } = endpoint('/api/system/roles/edit');

type Handler = Parameters<typeof call>[0];
let token: string;

beforeAll(async () => {
  token = await signIn();
});

const as = (handler: Handler, options: CallOptions = {}) => call(handler, { token, ...options });
const post = (handler: Handler, body: unknown, locale = 'en') => as(handler, { body, locale });
const threeChildren = async () => findMenu(await readMenu(), '/three')?.children?.map((n) => n.path);

describe('the menu read from the database', () => {
  it('is the seeded tree, titles and icons as the static menu had them', async () => {
    expect(await readMenu()).toEqual(seedMenu);
  });

  it('follows a new menu item, its titles, icon, order, move, rename, disable and delete', async () => {
    const res = await post(addChild, { parentId: '0003', id: 'demo3', name: 'Demo', nameZh: '演示', icon: 'star', path: '/three/demo' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await as(detail, { params: { id: 'demo3' }, locale: 'zh' })).body.data).toMatchObject({
      name: '演示',
      nameEn: 'Demo',
      nameZh: '演示',
      icon: 'star',
      type: 'menu',
    });
    expect(await threeChildren()).toEqual(['/three/babylon', '/three/three', '/three/demo']);
    const node = findMenu(await readMenu(), '/three/demo');
    expect(node && [menuTitle(node, 'en'), menuTitle(node, 'zh'), node.icon]).toEqual(['Demo', '演示', 'star']);

    expect((await post(move, { id: 'demo3', action: 'up' })).status).toBe(200);
    expect(await threeChildren()).toEqual(['/three/babylon', '/three/demo', '/three/three']);

    expect((await post(edit, { id: 'demo3', name: '示例', icon: 'globe' }, 'zh')).status).toBe(200);
    expect(breadcrumbs(await readMenu(), '/three/demo').map((n) => [menuTitle(n, 'zh'), n.icon])).toEqual([
      ['三维', 'box'],
      ['示例', 'globe'],
    ]);
    expect(findMenu(await readMenu(), '/three/demo')?.titleEn).toBe('Demo');

    expect((await post(edit, { id: 'demo3', status: '0' })).status).toBe(200);
    expect(await threeChildren()).toEqual(['/three/babylon', '/three/three']);

    expect((await as(remove, { method: 'DELETE', body: ['demo3'] })).status).toBe(200);
    // data/seed.json's 21 (sections and demo pages) and each registered resource's item (the system pages',
    // the notices', and any added since)
    expect(flattenMenu(await readMenu())).toHaveLength(21 + registeredResources.filter((r) => r.menu).length);
  });

  it('lets the guard through to a granted item without a page, and redirects its parent to it', async () => {
    expect((await post(addChild, { parentId: '0003', id: 'solo3', name: 'Solo', path: '/three/solo' })).status).toBe(200);
    // The super role holds it at once; the user role only once granted.
    const superSession = await sessionFromToken(token);
    expect(superSession && guardPage('/three/solo', superSession, await readMenu())).toBeNull();
    const userToken = await signInWithRole('user002', 'user');
    const before = await sessionFromToken(userToken);
    expect(before && guardPage('/three/solo', before, await readMenu())).toEqual({ refuse: 'forbidden' });

    const role = (await as(roleDetail, { params: { id: '0003' } })).body.data as { permissions: string[] };
    expect((await post(editRole, { id: '0003', permissions: [...role.permissions, 'solo3'] })).status).toBe(200);
    const after = await sessionFromToken(userToken);
    expect(after && guardPage('/three/solo', after, await readMenu())).toBeNull();
    expect(after && guardPage('/three', after, await readMenu())).toEqual({ redirect: '/three/babylon' });
    // moved first, it is where the parent leads
    expect((await post(move, { id: 'solo3', action: 'top' })).status).toBe(200);
    expect(after && guardPage('/three', after, await readMenu())).toEqual({ redirect: '/three/solo' });

    expect((await as(remove, { method: 'DELETE', body: ['solo3'] })).status).toBe(200);
    expect(after && guardPage('/three/solo', after, await readMenu())).toEqual({ refuse: 'not-found' });
  });
});

describe('the icon field', () => {
  it('defaults a menu to circle and keeps it from actions', async () => {
    expect((await post(addChild, { parentId: '0003', id: 'plain3', name: 'Plain', path: '/three/plain' })).status).toBe(200);
    expect((await as(detail, { params: { id: 'plain3' } })).body.data).toMatchObject({ icon: 'circle', nameEn: 'Plain', nameZh: 'Plain' });
    expect((await as(detail, { params: { id: '00050000' } })).body.data.icon).toBeNull();
    await as(remove, { method: 'DELETE', body: ['plain3'] });
  });

  it('refuses an icon outside the set, and an icon on an action', async () => {
    const unknown = await post(addChild, { parentId: '0003', id: 'bad3', name: 'Bad', path: '/three/bad', icon: 'skull' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toHaveProperty('icon');
    const action = await post(addBrother, { brotherId: '00050000', id: 'bad4', name: 'Bad', type: 'action', action: 'add', icon: 'star' });
    expect(action.status).toBe(400);
    expect(action.body.fields).toHaveProperty('icon');
    const edited = await post(edit, { id: '00050000', icon: 'star' });
    expect(edited.status).toBe(400);
    expect(edited.body.fields).toHaveProperty('icon');
  });
});

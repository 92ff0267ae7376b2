import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PermissionItem } from '@/resources/permissions/ui/permission-api';
import { PermissionPage } from '@/resources/permissions/ui/permission-page';
import type { RoleItem } from '@/resources/roles/ui/role-api';
import { RolePage } from '@/resources/roles/ui/role-page';
import type { UserItem } from '@/resources/users/ui/user-api';
import { UserPage } from '@/resources/users/ui/user-page';
import { fakeApi, ok, refuse } from './support/api';
import { navigation } from './support/navigation';
import { actions, choose, renderPage, shellUserWith } from './support/render';

// The system forms in Chinese: each rule's message under its field, the server's refusals under theirs,
// and the writes they send. (Moved from the e2e suite's zh journeys of system-users, system-roles and
// system-trees, which repeated the English journeys in the other language; the e2e suite keeps one
// create-edit-delete per kind of page.)

afterEach(() => navigation.reset());

const error = (form: HTMLElement, id: string) => within(form).findByTestId(`error-${id}`);

describe('the role form in Chinese', () => {
  const role = (id: string, code: string, nameEn: string, nameZh: string): RoleItem => ({
    id,
    role: code,
    name: nameZh,
    nameEn,
    nameZh,
    status: '1',
    dataScope: 'all',
    mfaRequired: false,
    create: '2030-01-01 08:00:00',
    update: '2030-01-01 08:00:00',
    permissions: ['0000'],
  });
  const permission = (id: string, nameZh: string): PermissionItem => ({
    id,
    parentId: '',
    order: 1,
    path: '/dashboard',
    type: 'menu',
    action: '',
    name: nameZh,
    nameEn: 'Dashboard',
    nameZh,
    icon: null,
    status: '1',
    create: '2030-01-01 08:00:00',
    depth: 1,
  });

  function renderRoles(routes: Parameters<typeof fakeApi>[0] = {}) {
    const api = fakeApi({
      'POST system/roles': () => ok({ list: [role('0004', 'auditor', 'Auditor', '审计员')], total: 1 }),
      'GET system/permissions': () => ok([permission('0000', '仪表盘')]),
      'GET user/grantable': () => ok({ roles: ['auditor'], permissions: ['0000'] }),
      ...routes,
    });
    const rendered = renderPage(<RolePage />, { url: '/system/role', locale: 'zh', user: shellUserWith(actions('/system/role', 'add', 'edit', 'delete')) });
    return { api, ...rendered };
  }

  it('an empty add shows the code and name rules; a valid one sends both names and the checked menus', async () => {
    const { api, user: events } = renderRoles({ 'POST system/roles/add': () => ok({ id: '0005' }) });
    await screen.findByRole('table', { name: '角色管理' });
    await events.click(screen.getByTestId('add'));
    const form = await screen.findByTestId('role-form');
    await events.click(within(form).getByTestId('form-save'));
    expect(await error(form, 'role-role')).toHaveTextContent('角色编码至少2个字符的纯英文。');
    expect(await error(form, 'role-name-zh')).toHaveTextContent('角色名称至少2个字符。');
    expect(api.to('POST system/roles/add')).toHaveLength(0);

    await events.type(within(form).getByLabelText('角色编码'), 'auditortwo');
    await events.type(within(form).getByLabelText('名称（英文）'), 'Auditor two');
    await events.type(within(form).getByLabelText('名称（中文）'), '审计员二');
    await events.click(await within(form).findByTestId('tree-check-0000'));
    await events.click(within(form).getByTestId('form-save'));
    await waitFor(() => expect(api.to('POST system/roles/add')).toHaveLength(1));
    expect(api.to('POST system/roles/add')[0]?.body).toMatchObject({ role: 'auditortwo', nameEn: 'Auditor two', nameZh: '审计员二', permissions: ['0000'] });
    expect(await screen.findByText(/已(添加|保存)\S*“审计员二”/)).toBeInTheDocument();
  });

  it('delete asks with the role named in Chinese and its code', async () => {
    const { api, user: events } = renderRoles({ 'DELETE system/roles': () => ok() });
    await events.click(await screen.findByLabelText('操作: 审计员'));
    await events.click(await screen.findByTestId('action-delete'));
    expect(await screen.findByTestId('confirm-items')).toHaveTextContent('审计员 (auditor)');
    await events.click(screen.getByTestId('confirm'));
    await waitFor(() => expect(api.to('DELETE system/roles')).toHaveLength(1));
    expect(api.to('DELETE system/roles')[0]?.body).toEqual(['0004']);
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).not.toBeInTheDocument());
  });
});

describe('the permission form in Chinese', () => {
  const menu = (id: string, nameZh: string, path: string, parentId = '', depth = 1): PermissionItem => ({
    id,
    parentId,
    order: 1,
    path,
    type: 'menu',
    action: '',
    name: nameZh,
    nameEn: path,
    nameZh,
    icon: null,
    status: '1',
    create: '2030-01-01 08:00:00',
    depth,
  });
  const tree = [menu('0005', '系统管理', '/system'), menu('000500', '用户管理', '/system/user', '0005', 2)];

  it('an empty child shows the id, name and path rules; an action needs its action; a taken id is refused under the id', async () => {
    const taken = '编码 0005 已被使用。';
    const api = fakeApi({
      'POST system/permissions': () => ok(tree),
      'GET system/permissions': () => ok(tree),
      'POST system/permissions/addChild': () => refuse(409, taken, { id: taken }),
    });
    const { user: events } = renderPage(<PermissionPage />, { url: '/system/permission', locale: 'zh', user: shellUserWith(actions('/system/permission', 'add', 'edit', 'delete')) });
    await events.click(await screen.findByLabelText('操作: 系统管理'));
    await events.click(await screen.findByTestId('action-addChild'));
    const form = await screen.findByTestId('permission-form');
    await events.click(within(form).getByTestId('form-save'));
    expect(await error(form, 'permission-id')).toHaveTextContent('编码至少2个字符的英文或数字。');
    expect(await error(form, 'permission-name-en')).toHaveTextContent('姓名至少2个字符。');
    expect(await error(form, 'permission-name-zh')).toHaveTextContent('姓名至少2个字符。');
    expect(await error(form, 'permission-path')).toHaveTextContent('路径须以 / 开头，只能包含 a-z、0-9、-、_ 和单个斜杠。');

    await choose(events, within(form).getByLabelText('类型'), '操作');
    await events.click(within(form).getByTestId('form-save'));
    expect(await error(form, 'permission-action')).toHaveTextContent('必填。');

    await events.type(within(form).getByLabelText('编码'), '0005');
    await events.type(within(form).getByLabelText('名称（英文）'), 'Duplicate');
    await events.type(within(form).getByLabelText('名称（中文）'), '重复');
    await choose(events, within(form).getByLabelText('操作'), '新增');
    await events.click(within(form).getByTestId('form-save'));
    await waitFor(() => expect(api.to('POST system/permissions/addChild')).toHaveLength(1));
    expect(api.to('POST system/permissions/addChild')[0]?.body).toMatchObject({ parentId: '0005', id: '0005', type: 'action', action: 'add' });
    expect(await error(form, 'permission-id')).toHaveTextContent(taken);
    expect(screen.getByTestId('permission-form')).toBeInTheDocument();
  });
});

describe('the user form in Chinese', () => {
  it('shows each rule under its field, a taken username under its own, and the password the server chose once', async () => {
    const taken = '用户名 user000 已被使用。';
    let adds = 0;
    const api = fakeApi({
      'POST system/users': () => ok({ list: [] as UserItem[], total: 0 }),
      'GET user/grantable': () => ok({ roles: [], permissions: [] }),
      'GET system/permissions': () => ok([]),
      'GET common/groups': () => ok([{ id: '00', name: '全部', parentId: '', depth: 0, order: 1 }, { id: 'g1', name: '研发部', parentId: '00', depth: 1, order: 1 }]),
      'POST system/users/add': () => (++adds === 1 ? refuse(409, taken, { username: taken }) : ok({ id: 'u-9', password: 'Abcdefgh12345678' })),
    });
    const { user: events } = renderPage(<UserPage />, { url: '/system/user', locale: 'zh', user: shellUserWith(actions('/system/user', 'add', 'edit', 'delete')) });
    await events.click(await screen.findByTestId('add'));
    const form = await screen.findByTestId('user-form');
    const field = (name: string) => form.querySelector<HTMLInputElement>(`#user-${name}`)!;
    await events.type(field('password'), 'abc');
    await events.click(within(form).getByTestId('form-save'));
    expect(await error(form, 'user-name')).toHaveTextContent('姓名至少2个字符。');
    expect(await error(form, 'user-username')).toHaveTextContent('用户名至少4个字符。');
    expect(await error(form, 'user-email')).toHaveTextContent('无效的邮箱地址。');
    expect(await error(form, 'user-phone')).toHaveTextContent('无效的手机号。');
    expect(await error(form, 'user-password')).toHaveTextContent('密码至少 8 个字符。');
    expect(await error(form, 'user-group')).toHaveTextContent('必填。');
    expect(field('email')).toHaveAttribute('aria-invalid', 'true');
    expect(api.to('POST system/users/add')).toHaveLength(0);

    await events.type(field('name'), '张三');
    await events.type(field('username'), 'user000');
    await events.type(field('email'), 'zhang@example.com');
    await events.type(field('phone'), '13800000000');
    // No password: the server chooses one.
    await events.clear(field('password'));
    await events.click(field('group'));
    await events.click(await screen.findByTestId('tree-option-g1'));
    await events.click(within(form).getByTestId('form-save'));
    expect(await error(form, 'user-username')).toHaveTextContent(taken);
    expect(screen.getByTestId('user-form')).toBeInTheDocument();
    expect(api.to('POST system/users/add')[0]?.body).not.toHaveProperty('password');

    await events.clear(field('username'));
    await events.type(field('username'), 'zhangsan');
    await events.click(within(form).getByTestId('form-save'));
    expect(await screen.findByTestId('new-password')).toHaveValue('Abcdefgh12345678');
    expect(api.to('POST system/users/add')[1]?.body).toMatchObject({ name: '张三', username: 'zhangsan', group: 'g1' });
    await events.click(within(screen.getByTestId('password-dialog')).getByRole('button', { name: '完成' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

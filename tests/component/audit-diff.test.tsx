import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@/lib/i18n/locales';
import type { AuditEntryView } from '@/resources/audit/ui/audit-api';
import { AuditPage } from '@/resources/audit/ui/audit-page';
import { fakeApi, ok } from './support/api';
import { renderPage, shellUserWith } from './support/render';

// The audit diff reads as words in each language: field labels, the names of the roles, permissions and groups
// a user's edit changed (with their ids), the status as a word. (Was two e2e variants in audit.spec.ts and
// system-fixes.spec.ts; the e2e journey keeps light English, the API test what is stored.)

const id = '100000042';
const edit: AuditEntryView = {
  id: 7,
  at: '2030-01-01T08:00:00.000Z',
  userId: 'u-1',
  keyName: null,
  username: 'super',
  method: 'POST',
  endpoint: '/api/system/users/edit',
  entity: 'users',
  action: 'edit',
  ids: [id],
  before: { [id]: { username: 'diff.user', group: '0001', roles: ['user'], permissions: ['0000'], status: '1' } },
  after: { [id]: { username: 'diff.user', group: '000301', roles: ['admin', 'user'], permissions: ['0000', '0005'], status: '0' } },
};

const names = {
  en: { permissions: { '0000': 'Dashboard', '0005': 'System' }, roles: { admin: 'Admin', user: 'User' }, groups: { '0001': 'Head office', '000301': 'Sales' } },
  zh: { permissions: { '0000': '仪表盘', '0005': '系统管理' }, roles: { admin: '管理员', user: '普通用户' }, groups: { '0001': '总部', '000301': '销售部' } },
};

const expected = {
  en: { action: 'Edit', entity: 'Users', group: 'GroupName', roles: 'Roles', permissions: 'Permissions', status: 'Status', disabled: 'Disabled', before: 'Before', role: 'Admin (admin)', permission: 'System (0005)' },
  zh: { action: '编辑', entity: '用户', group: '组织', roles: '角色', permissions: '权限', status: '状态', disabled: '停用', before: '修改前', role: '管理员 (admin)', permission: '系统管理 (0005)' },
};

describe.each(['en', 'zh'] as const)('the audit diff of a user edit (%s)', (locale: Locale & keyof typeof names) => {
  it('names the fields, the records and the changed references in words', async () => {
    fakeApi({ 'GET system/audit': () => ok({ list: [edit], total: 1, names: names[locale] }) });
    const { user } = renderPage(<AuditPage />, { url: '/system/audit?entity=users', locale, user: shellUserWith([]) });
    const words = expected[locale];
    const row = (await screen.findByTestId('audit-records')).closest('tr');
    if (!row) throw new Error('the entry is not in a table row');
    expect(row).toHaveTextContent(words.action);
    expect(row).toHaveTextContent(words.entity);

    await user.click(within(row).getByTestId('audit-view'));
    const dialog = await screen.findByTestId('audit-diff');
    expect(dialog).toHaveTextContent(words.before);
    expect(dialog.querySelector(`[data-record="${id}"]`)).toHaveTextContent('diff.user');
    const field = (name: string) => {
      const found = dialog.querySelector<HTMLElement>(`[data-field="${name}"]`);
      if (!found) throw new Error(`no row for the field ${name}`);
      return found;
    };
    expect(field('group').querySelector('td')).toHaveTextContent(words.group);
    expect(field('roles').querySelector('td')).toHaveTextContent(words.roles);
    expect(field('permissions').querySelector('td')).toHaveTextContent(words.permissions);
    expect(field('status').querySelector('td')).toHaveTextContent(words.status);
    expect(field('status')).toHaveTextContent(words.disabled);
    expect(within(field('roles')).getByTestId('diff-added')).toHaveTextContent(words.role);
    expect(within(field('permissions')).getByTestId('diff-added')).toHaveTextContent(words.permission);
    expect(field('group')).toHaveTextContent('(0001)');
    expect(field('group')).toHaveTextContent('(000301)');
  });
});

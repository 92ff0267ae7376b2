import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RoleItem } from '@/resources/roles/ui/role-api';
import { RolePage } from '@/resources/roles/ui/role-page';
import type { Locale } from '@/lib/i18n/locales';
import { fakeApi, ok } from './support/api';
import { actions, renderPage, shellUserWith } from './support/render';

// Issue 29: the role form shows, before saving, who gains and loses what (POST system/access/preview).

const auditor: RoleItem = {
  id: '0002',
  role: 'auditor',
  name: 'Auditor',
  nameEn: 'Auditor',
  nameZh: '审计员',
  status: '1',
  dataScope: 'all',
  mfaRequired: false,
  create: '2030-01-01 08:00:00',
  update: '2030-01-01 08:00:00',
  permissions: ['0005', '000500'],
};

describe('the role form preview', () => {
  it('asks the server what disabling the role does and says it before saving', async () => {
    const api = fakeApi({
      'POST system/roles': () => ok({ list: [auditor], total: 1 }),
      'GET system/permissions': () => ok([]),
      'GET user/grantable': () => ok({ roles: ['auditor'], permissions: ['0005', '000500'] }),
      'POST system/access/preview': () =>
        ok({ users: 2, gained: [], lost: [{ id: '000500', path: '/system/user', action: null, name: 'User', users: 2 }], usernames: ['ann', 'bob'] }),
    });
    const { user: events } = renderPage(<RolePage />, { url: '/system/role', user: shellUserWith(actions('/system/role', 'add', 'edit', 'delete')) });
    await events.click(await screen.findByLabelText('Actions: Auditor'));
    await events.click(await screen.findByTestId('action-edit'));
    const form = await screen.findByTestId('role-form');
    expect(within(form).queryByTestId('role-preview')).not.toBeInTheDocument();
    await events.click(within(form).getAllByRole('switch')[0] ?? form);
    const preview = await within(form).findByTestId('role-preview', {}, { timeout: 3000 });
    expect(preview).toHaveTextContent('Saving this changes access for 2 users');
    expect(within(preview).getByRole('list', { name: 'Lost' })).toHaveTextContent('User (/system/user): 2 users');
    expect(preview).toHaveTextContent('ann, bob');
    await waitFor(() => expect(api.to('POST system/access/preview').at(-1)?.body).toMatchObject({ kind: 'role', id: '0002', status: '0' }));
  });

  // Unticking a whole section loses many items: a short list, the rest behind "and N more", in both languages.
  for (const [locale, more, all] of [['en', 'and 3 more', 'Lost'], ['zh', '还有 3 项', '失去']] as const satisfies readonly (readonly [Locale, string, string])[]) {
    it(`lists the first five items lost, then "${more}" shows the rest (${locale})`, async () => {
      const lost = Array.from({ length: 8 }, (_, i) => ({ id: `00050${i}`, path: `/system/page${i}`, action: i % 2 ? 'edit' : null, name: `Page ${i}`, users: i + 1 }));
      fakeApi({
        'POST system/roles': () => ok({ list: [auditor], total: 1 }),
        'GET system/permissions': () => ok([]),
        'GET user/grantable': () => ok({ roles: ['auditor'], permissions: ['0005', '000500'] }),
        'POST system/access/preview': () => ok({ users: 8, gained: [], lost, usernames: ['ann'] }),
      });
      const { user: events } = renderPage(<RolePage />, { url: '/system/role', locale, user: shellUserWith(actions('/system/role', 'add', 'edit', 'delete')) });
      await events.click(await screen.findByTestId('row-actions'));
      await events.click(await screen.findByTestId('action-edit'));
      const form = await screen.findByTestId('role-form');
      await events.click(within(form).getAllByRole('switch')[0] ?? form);
      const preview = await within(form).findByTestId('role-preview', {}, { timeout: 3000 });
      const list = within(preview).getByRole('list', { name: all });
      expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(
        lost.slice(0, 5).map((item) => `${item.name} (${item.action ? `${item.path} ${item.action}` : item.path}): ${locale === 'en' ? `${item.users} user${item.users > 1 ? 's' : ''}` : `${item.users} 位用户`}`),
      );
      await events.click(within(preview).getByRole('button', { name: more }));
      expect(within(list).getAllByRole('listitem')).toHaveLength(8);
      expect(within(preview).queryByRole('button', { name: more })).not.toBeInTheDocument();
    });
  }
});

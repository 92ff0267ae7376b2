import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxTree, type CheckboxTreeOption } from '@/components/pickers/checkbox-tree';
import type { RoleItem } from '@/resources/roles/ui/role-api';
import { RolePage } from '@/resources/roles/ui/role-page';
import { fakeApi, ok } from './support/api';
import { actions, renderPage, shellUserWith } from './support/render';

// The role dialog's permission tree had no search and no expand-all, and opened empty while the tree
// loaded (issue 26, item 13). The checkbox tree (roles, users, the tree demo) now has all three.

const options: CheckboxTreeOption[] = [
  { id: 'sys', parentId: '', order: 1, label: 'System', hint: '/system' },
  { id: 'user', parentId: 'sys', order: 1, label: 'User', hint: '/system/user' },
  { id: 'user-add', parentId: 'user', order: 1, label: 'Add' },
  { id: 'user-edit', parentId: 'user', order: 2, label: 'Edit' },
  { id: 'role', parentId: 'sys', order: 2, label: 'Role', hint: '/system/role' },
  { id: 'role-add', parentId: 'role', order: 1, label: 'Add' },
  { id: 'chart', parentId: '', order: 2, label: 'Chart', hint: '/chart' },
];

function Harness({ loading = false, onChange }: { loading?: boolean; onChange?: (ids: string[]) => void }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <CheckboxTree
      label="Permissions"
      options={options}
      value={value}
      loading={loading}
      onChange={(ids) => {
        setValue(ids);
        onChange?.(ids);
      }}
    />
  );
}

const user = shellUserWith([]);
const labels = () => within(screen.getByRole('tree')).getAllByRole('treeitem').map((item) => item.querySelector('label span')?.textContent);

describe('CheckboxTree', () => {
  it('finds nodes by label or hint, showing their ancestors opened, and says when nothing matches', async () => {
    const { user: events } = renderPage(<Harness />, { url: '/system/role', user });
    await events.type(screen.getByRole('searchbox', { name: 'Find in the tree' }), 'role');
    expect(labels()).toEqual(['System', 'Role', 'Add']);
    await events.clear(screen.getByRole('searchbox'));
    await events.type(screen.getByRole('searchbox'), '/system/us');
    expect(labels()).toEqual(['System', 'User', 'Add', 'Edit']);
    await events.type(screen.getByRole('searchbox'), 'zzz');
    expect(screen.queryByRole('tree')).toBeNull();
    expect(screen.getByTestId('tree-empty')).toHaveTextContent('Nothing matches “/system/uszzz”.');
  });

  it('checks a found node’s whole subtree and its ancestors, hidden nodes included', async () => {
    const changes = vi.fn();
    const { user: events } = renderPage(<Harness onChange={changes} />, { url: '/system/role', user });
    await events.type(screen.getByRole('searchbox'), 'user');
    await events.click(screen.getByTestId('tree-check-user'));
    expect([...(changes.mock.lastCall?.[0] ?? [])].sort()).toEqual(['sys', 'user', 'user-add', 'user-edit']);
  });

  it('collapses and expands every branch at once', async () => {
    const { user: events } = renderPage(<Harness />, { url: '/system/role', user });
    expect(labels()).toHaveLength(7);
    await events.click(screen.getByRole('button', { name: 'Collapse all' }));
    expect(labels()).toEqual(['System', 'Chart']);
    await events.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(labels()).toHaveLength(7);
  });

  it('shows a loading state, not an empty tree, while its options load', () => {
    renderPage(<Harness loading />, { url: '/system/role', user });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the tree…');
    expect(screen.queryByRole('tree')).toBeNull();
  });
});

describe('the role dialog’s permission tree', () => {
  it('opens with a loading state while the permission tree is on its way', async () => {
    fakeApi({
      'POST system/roles': () => ok({ list: [] satisfies RoleItem[], total: 0 }),
      'GET user/grantable': () => ok({ roles: [], permissions: [] }),
    });
    const answered = globalThis.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/system/permissions') ? new Promise<Response>(() => undefined) : answered(input, init),
    );
    const { user: events } = renderPage(<RolePage />, { url: '/system/role', user: shellUserWith(actions('/system/role', 'add')) });
    await events.click(await screen.findByTestId('add'));
    const form = await screen.findByTestId('role-form');
    expect(await within(form).findByTestId('tree-loading')).toHaveTextContent('Loading the tree…');
  });
});

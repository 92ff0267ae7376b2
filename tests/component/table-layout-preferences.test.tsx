import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreferencesProvider } from '@/components/shell/preferences-context';
import type { TableView } from '@/lib/preferences/schema';
import { NoticePage } from '@/resources/notices/ui/notice-page';
import { fakeApi, ok, type FakeApi } from './support/api';
import { noticeGrants, noticeList, pagedList } from './support/notices';
import { choose, renderPage, shellUserWith } from './support/render';

// A table's order, widths, density and page size follow the user (issue 32): applied from the
// preferences the server rendered with, saved there when changed, and applied again from what was saved.

const key = 'system/notices';
const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.trim() ?? '');
const header = (text: string) => screen.getAllByRole('columnheader').find((th) => th.textContent?.trim() === text);

function open(view: TableView) {
  const api = fakeApi({ 'POST system/notices': pagedList(noticeList(2)), 'POST user/preferences': () => ok({}) });
  const rendered = renderPage(
    <PreferencesProvider tables={{ [key]: view }}>
      <NoticePage />
    </PreferencesProvider>,
    { url: '/system/notice', user: shellUserWith(noticeGrants) },
  );
  return { api, ...rendered };
}

/** The table view the page saved (the last POST /api/user/preferences). */
async function saved(api: FakeApi): Promise<TableView> {
  await waitFor(() => expect(api.to('POST user/preferences').length).toBeGreaterThan(0), { timeout: 3000 });
  const body = api.to('POST user/preferences').at(-1)?.body as { tables: Record<string, TableView> };
  return body.tables[key]!;
}

const ready = async () => within(await screen.findByRole('table')).findByText('Notice 1');

describe('table layout in the preferences', () => {
  it('column order: opens in the saved order, a move in the column menu saves it, and it applies again', async () => {
    const first = open({ order: ['select', 'author', 'title', 'level', 'status', 'start', 'end', 'create', 'actions'] });
    await ready();
    expect(headers().indexOf('Author')).toBeLessThan(headers().indexOf('Title'));
    await first.user.click(screen.getByTestId('column-menu'));
    // The keyboard's way: the sub-menu opens with the right arrow, and Enter moves the focused item.
    act(() => screen.getByTestId('column-order').focus());
    await first.user.keyboard('{ArrowRight}');
    const moveUp = await screen.findByRole('menuitem', { name: 'Move Title up' });
    act(() => moveUp.focus());
    await first.user.keyboard('{Enter}');
    await waitFor(() => expect(headers().indexOf('Title')).toBeLessThan(headers().indexOf('Author')));
    const view = await saved(first.api);
    expect(view.order!.indexOf('title')).toBeLessThan(view.order!.indexOf('author'));
    first.unmount();

    open(view);
    await ready();
    expect(headers().indexOf('Title')).toBeLessThan(headers().indexOf('Author'));
  });

  it('a partial saved order keeps the selection first and the actions last, and a column it does not name by its declared neighbour', async () => {
    // Saved before the level column existed, and without the selection and actions columns.
    open({ order: ['author', 'title', 'status', 'start', 'end', 'create'] });
    await ready();
    expect(headers()).toEqual(['', 'Author', 'Title', 'Level', 'Status', 'Start', 'End', 'Create Time', 'Actions']);
    expect(within(screen.getAllByRole('columnheader')[0]!).getByTestId('select-all')).toBeInTheDocument();
  });

  it('column width: opens at the saved width, the resize handle moves it by keyboard and saves it, and it applies again', async () => {
    const first = open({ widths: { title: 300 } });
    await ready();
    expect(header('Title')).toHaveStyle({ width: '300px' });
    const handle = screen.getByRole('separator', { name: 'Resize Title' });
    act(() => handle.focus());
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    await waitFor(() => expect(header('Title')).toHaveStyle({ width: '320px' }));
    const view = await saved(first.api);
    expect(view.widths).toEqual({ title: 320 });
    first.unmount();

    open(view);
    await ready();
    expect(header('Title')).toHaveStyle({ width: '320px' });
  });

  it('density: opens compact when saved, the toolbar toggle switches and saves it, and it applies again', async () => {
    const first = open({ density: 'compact' });
    await ready();
    const table = () => screen.getByRole('table').closest('[data-density]');
    expect(table()).toHaveAttribute('data-density', 'compact');
    expect(screen.getByTestId('density')).toHaveAttribute('aria-pressed', 'true');
    await first.user.click(screen.getByTestId('density'));
    expect(table()).toHaveAttribute('data-density', 'comfortable');
    const view = await saved(first.api);
    expect(view.density).toBe('comfortable');
    first.unmount();

    open(view);
    await ready();
    expect(table()).toHaveAttribute('data-density', 'comfortable');
    expect(screen.getByTestId('density')).toHaveAttribute('aria-pressed', 'false');
  });

  it('page size: the first list asks for the saved size, a new size is saved, and it applies again', async () => {
    const first = open({ pageSize: 20 });
    await ready();
    expect(first.api.to('POST system/notices')[0]?.body).toMatchObject({ size: 20 });
    await choose(first.user, screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(first.api.to('POST system/notices').at(-1)?.body).toMatchObject({ size: 50 }));
    const view = await saved(first.api);
    expect(view.pageSize).toBe(50);
    first.unmount();

    const second = open(view);
    await ready();
    expect(second.api.to('POST system/notices')[0]?.body).toMatchObject({ size: 50 });
  });
});

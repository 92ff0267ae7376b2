import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PreferencesProvider } from '@/components/shell/preferences-context';
import { NoticePage } from '@/resources/notices/ui/notice-page';
import { fakeApi, ok } from './support/api';
import { noticeGrants, noticeList, pagedList } from './support/notices';
import { renderPage, shellUserWith } from './support/render';

// A table's column choices follow the user (issue 32, part 2): read from the preferences the server
// rendered with (no flash of the default columns), and saved there when changed.

const header = (text: string) => screen.queryByText(text, { selector: 'th, th *' })?.closest('th') ?? null;

describe('table views in the preferences', () => {
  it('opens with the saved columns and saves a change with the preferences', async () => {
    const api = fakeApi({ 'POST system/notices': pagedList(noticeList(2)), 'POST user/preferences': () => ok({}) });
    const { user } = renderPage(
      <PreferencesProvider tables={{ 'system/notices': { columns: { level: false } } }}>
        <NoticePage />
      </PreferencesProvider>,
      { url: '/system/notice', user: shellUserWith(noticeGrants) },
    );
    await within(await screen.findByRole('table')).findByText('Notice 1');
    expect(header('Level')).not.toBeInTheDocument();
    expect(header('Author')).toBeInTheDocument();

    await user.click(screen.getByTestId('column-menu'));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Author' }));
    await waitFor(() => expect(header('Author')).not.toBeInTheDocument());
    await waitFor(() => expect(api.to('POST user/preferences')).toHaveLength(1), { timeout: 3000 });
    expect(api.to('POST user/preferences')[0]?.body).toMatchObject({ tables: { 'system/notices': { columns: { level: false, author: false } } } });
  });
});

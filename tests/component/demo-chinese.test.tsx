import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastsSection } from '@/components/demos/component/general/toasts-section';
import { DataTableSection } from '@/components/demos/component/table/data-table-section';
import { renderPage, shellUserWith } from './support/render';

// The component demos in Chinese leave no English behind (issue 26, item 7): the table demo's
// selection column and the promise toast's button.
const user = shellUserWith([]);

describe('the component demos in Chinese', () => {
  it('names the selection column in the grouped header, not by its id', async () => {
    renderPage(<DataTableSection />, { url: '/component/table', user, locale: 'zh' });
    const table = await screen.findByRole('table', { name: '员工' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).not.toContain('select');
    expect(headers[0]).toHaveTextContent('选择');
  });

  it('labels the promise toast’s button in Chinese', () => {
    renderPage(<ToastsSection />, { url: '/component/general', user, locale: 'zh' });
    expect(screen.getByTestId('toast-promise')).toHaveTextContent('异步任务');
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FileItem } from '@/resources/files/ui/file-api';
import { FilePage } from '@/resources/files/ui/file-page';
import { fakeApi, ok } from './support/api';
import { actions, renderPage, shellUserWith } from './support/render';

const list = 'POST system/files';
const row: FileItem = { id: 'f-1', name: 'report.pdf', mime: 'application/pdf', bytes: 2048, storage: 'database', author: 'super', create: '2029-12-31 08:00:00' };

describe('FilePage', () => {
  it('lists files with a download link and offers Upload (no Add: files come by upload)', async () => {
    fakeApi({ [list]: () => ok({ list: [row], total: 1 }) });
    renderPage(<FilePage />, { url: '/system/file', user: shellUserWith(actions('/system/file', 'add', 'edit', 'delete')) });
    const table = await screen.findByRole('table', { name: 'Files' });
    const link = await within(table).findByRole('link', { name: 'report.pdf' });
    expect(link).toHaveAttribute('href', '/api/system/files/download/f-1');
    expect(within(table).getByText('2.0 KB')).toBeInTheDocument();
    expect(screen.getByTestId('upload')).toBeEnabled();
    expect(screen.queryByTestId('add')).toBeNull();
    expect(screen.getByTestId('export-xlsx')).toBeInTheDocument();
  });

  it('hides Upload from a role without the add action', async () => {
    fakeApi({ [list]: () => ok({ list: [row], total: 1 }) });
    renderPage(<FilePage />, { url: '/system/file', user: shellUserWith(actions('/system/file')) });
    await screen.findByRole('table', { name: 'Files' });
    expect(screen.queryByTestId('upload')).toBeNull();
  });
});

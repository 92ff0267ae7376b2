import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoticePage } from '@/resources/notices/ui/notice-page';
import { fakeApi, ok } from './support/api';
import { notice, noticeGrants } from './support/notices';
import { actions, renderPage, shellUserWith } from './support/render';

// The notice form's attachments: the files listed by name, each removable, and no upload past the most a notice takes.
const user = shellUserWith([...noticeGrants, ...actions('/system/file', 'add')]);
const file = (n: number) => ({ id: `f-${n}`, name: `file-${n}.pdf`, mime: 'application/pdf', bytes: 100 });
const routes = (files: number) => ({
  'POST system/notices': () => ok({ list: [notice(1, { files: Array.from({ length: files }, (_, i) => file(i + 1)) })], total: 1 }),
  'GET system/dicts/options': () => ok([]),
  'POST system/notices/edit': () => ok(undefined, 'Saved'),
});

async function openEdit(files: number) {
  const api = fakeApi(routes(files));
  const { user: events } = renderPage(<NoticePage />, { url: '/system/notice', user });
  await within(await screen.findByRole('table', { name: 'Notice' })).findByText('Notice 1');
  await events.click(screen.getByLabelText('Actions: Notice 1'));
  await events.click(await screen.findByTestId('action-edit'));
  return { api, events, attachments: within(await screen.findByTestId('notice-form')).getByTestId('notice-attachments') };
}

describe('the notice form’s attachments', () => {
  it('lists the attached files by name and sends the list without a removed one', async () => {
    const { api, events, attachments } = await openEdit(2);
    expect(within(attachments).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['file-1.pdf', 'file-2.pdf']);
    await events.click(within(attachments).getByRole('button', { name: 'Remove file-1.pdf' }));
    expect(within(attachments).getByTestId('attachment-add')).toBeEnabled();
    await events.click(screen.getByTestId('form-save'));
    await waitFor(() => expect(api.to('POST system/notices/edit')).toHaveLength(1));
    expect(api.to('POST system/notices/edit')[0]?.body).toMatchObject({ id: 'n-1', files: ['f-2'] });
  }, 30_000);

  it('offers no upload once the notice has the most files it takes, and says why; removing one offers it again', async () => {
    const { events, attachments } = await openEdit(10);
    const add = within(attachments).getByTestId('attachment-add');
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('At most 10 files: remove one to attach another.');
    await events.click(within(attachments).getByRole('button', { name: 'Remove file-10.pdf' }));
    expect(add).toBeEnabled();
    expect(within(attachments).queryByText(/At most 10 files/)).not.toBeInTheDocument();
  }, 30_000);
});

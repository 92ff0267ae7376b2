import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SsoproviderItem } from '@/resources/ssoproviders/ui/ssoprovider-api';
import { SsoproviderPage } from '@/resources/ssoproviders/ui/ssoprovider-page';
import { fakeApi, ok, refuse } from './support/api';
import { actions, renderPage, shellUserWith } from './support/render';

const list = 'POST system/ssoproviders';
const user = shellUserWith(actions('/system/sso', 'add', 'edit', 'delete'));

/** A ssoprovider as the list answers it. */
const row = (n: number): SsoproviderItem => ({
  id: `r-${n}`,
  name: `Ssoprovider ${n}`,
  code: `p${n}`,
  issuer: 'https://id.example.com',
  clientId: 'console',
  roleClaim: 'groups',
  jit: false,
  mfaAmr: '',
  mfaAcr: '',
  status: '1',
  create: '2029-12-31 08:00:00',
  update: '2029-12-31 08:00:00',
});
const environment = [{ id: 'default', name: 'Corp', issuer: 'https://corp.example.com', clientId: 'console', jit: true }];
const rows = (count: number) => Array.from({ length: count }, (_, i) => row(i + 1));
const answer = (items: readonly SsoproviderItem[]) => () => ok({ list: items, total: items.length });
const table = () => screen.findByRole('table', { name: 'SSO Providers' });

describe('SsoproviderPage', () => {
  it("lists the providers the API answers, reading the filter and the sort from the URL, and the environment's read-only", async () => {
    const api = fakeApi({ [list]: answer(rows(3)) });
    renderPage(<SsoproviderPage environment={environment} />, { url: '/system/sso?name=Ssoprovider&sort=name&order=desc', user });
    expect(await within(await table()).findByText('Ssoprovider 2')).toBeInTheDocument();
    const fromEnvironment = screen.getByTestId('environment-providers');
    expect(fromEnvironment).toHaveTextContent('From the environment');
    expect(fromEnvironment).toHaveTextContent('Corp');
    expect(within(fromEnvironment).queryByRole('button')).toBeNull();
    expect(api.to(list)[0]?.body).toMatchObject({ name: 'Ssoprovider', orderField: 'name', orderValue: 'desc', page: 1, size: 10 });
    expect(api.unrouted()).toEqual([]);
  });

  it("adds: the form sends the contract's body, and a 400 shows under its field", async () => {
    const api = fakeApi({
      [list]: answer(rows(1)),
      'POST system/ssoproviders/add': () => refuse(400, 'Invalid input', { name: 'Taken already.' }),
    });
    const { user: events } = renderPage(<SsoproviderPage environment={environment} />, { url: '/system/sso', user });
    await within(await table()).findByText('Ssoprovider 1');
    await events.click(screen.getByTestId('add'));
    const dialog = await screen.findByTestId('ssoprovider-form');
    expect(dialog).toHaveTextContent('Add provider');
    await events.type(within(dialog).getByLabelText('Name'), 'New');
    await events.type(within(dialog).getByLabelText(/^Id/), 'lab');
    await events.type(within(dialog).getByLabelText(/^Issuer/), 'id.example.com');
    await events.type(within(dialog).getByLabelText(/^Client ID/), 'c');
    await events.type(within(dialog).getByLabelText(/^Client Secret/), 's3cret');
    await events.click(within(dialog).getByLabelText('Create Users'));
    await events.click(within(dialog).getByTestId('form-save'));
    expect(await within(dialog).findByTestId('error-ssoprovider-name')).toHaveTextContent('Taken already.');
    expect(api.to('POST system/ssoproviders/add')).toHaveLength(1);
    expect(api.to('POST system/ssoproviders/add')[0]?.body).toMatchObject({ name: 'New', code: 'lab', issuer: 'https://id.example.com', clientId: 'c', clientSecret: 's3cret', roleClaim: 'groups', jit: true, status: '1' });
  }, 30_000);

  it('takes the client secret in a masked field without the strength meter: a secret is no password of a person', async () => {
    fakeApi({ [list]: answer(rows(1)) });
    const { user: events } = renderPage(<SsoproviderPage environment={environment} />, { url: '/system/sso', user });
    await within(await table()).findByText('Ssoprovider 1');
    await events.click(screen.getByTestId('add'));
    const dialog = await screen.findByTestId('ssoprovider-form');
    const secret = within(dialog).getByLabelText(/^Client Secret/);
    await events.type(secret, 'pa55word');
    expect(secret).toHaveAttribute('type', 'password');
    expect(secret).toHaveValue('pa55word');
    expect(within(dialog).queryByTestId('password-strength')).toBeNull();
  }, 30_000);

  it('edits without the id and, left empty, without the secret', async () => {
    const api = fakeApi({ [list]: answer(rows(1)), 'POST system/ssoproviders/edit': () => ok(undefined, 'Saved') });
    const { user: events } = renderPage(<SsoproviderPage environment={environment} />, { url: '/system/sso', user });
    await within(await table()).findByText('Ssoprovider 1');
    await events.click(screen.getByLabelText('Actions: Ssoprovider 1'));
    await events.click(await screen.findByTestId('action-edit'));
    const dialog = await screen.findByTestId('ssoprovider-form');
    expect(within(dialog).getByLabelText(/^Client Secret/)).toHaveValue('');
    await events.click(within(dialog).getByTestId('form-save'));
    await waitFor(() => expect(api.to('POST system/ssoproviders/edit')).toHaveLength(1));
    const sent = api.to('POST system/ssoproviders/edit')[0]?.body;
    expect(sent).toMatchObject({ id: 'r-1', name: 'Ssoprovider 1' });
    expect(sent).not.toHaveProperty('code');
    expect(sent).not.toHaveProperty('clientSecret');
  }, 30_000);

  it('the status switch sends the edit of that row alone', async () => {
    const api = fakeApi({ [list]: answer(rows(2)), 'POST system/ssoproviders/edit': () => ok(undefined, 'Saved') });
    const { user: events } = renderPage(<SsoproviderPage environment={environment} />, { url: '/system/sso', user });
    await within(await table()).findByText('Ssoprovider 2');
    await events.click(screen.getByLabelText('Status: Ssoprovider 2'));
    await waitFor(() => expect(api.to('POST system/ssoproviders/edit')).toHaveLength(1));
    expect(api.to('POST system/ssoproviders/edit')[0]?.body).toEqual({ id: 'r-2', status: '0' });
  });

  it('asks before deleting, then sends the DELETE with the id', async () => {
    const api = fakeApi({ [list]: answer(rows(3)), 'DELETE system/ssoproviders': () => ok(undefined, 'Deleted') });
    const { user: events } = renderPage(<SsoproviderPage environment={environment} />, { url: '/system/sso', user });
    await within(await table()).findByText('Ssoprovider 2');
    await events.click(screen.getByLabelText('Actions: Ssoprovider 2'));
    await events.click(await screen.findByTestId('action-delete'));
    const confirm = await screen.findByTestId('confirm-dialog');
    expect(confirm).toHaveTextContent('Delete this provider?');
    await events.click(within(confirm).getByTestId('confirm'));
    await waitFor(() => expect(api.to('DELETE system/ssoproviders').map((call) => call.body)).toEqual([['r-2']]));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CustomDemo } from '@/components/demos/component/custom/custom-demo';
import { FormDemo } from '@/components/demos/component/form/form-demo';
import { GeneralDemo } from '@/components/demos/component/general/general-demo';
import { DataTableSection } from '@/components/demos/component/table/data-table-section';
import { choose, renderPage, shellUserWith } from './support/render';

// The component demo pages' behaviour (moved from the e2e suite's components spec, which kept the table's
// virtual scroll, the only part a layout engine must prove): every toast kind, the form's messages in
// both languages and its submitted values, the transfer list and the steps.

const user = shellUserWith([]);

describe('the general demo', () => {
  it('shows every kind of toast, and the promise toast its result', async () => {
    const { user: events } = renderPage(<GeneralDemo />, { url: '/component/general', user });
    const toasts = [
      ['default', 'Event has been created'],
      ['success', 'Saved successfully'],
      ['info', 'A new version is available'],
      ['warning', 'Your session expires in 5 minutes'],
      ['error', 'Something went wrong'],
      ['loading', 'Uploading files…'],
      ['description', 'Meeting scheduled'],
      ['action', 'Message archived'],
      ['promise', 'Generating report…'],
    ] as const;
    for (const [kind, text] of toasts) {
      await events.click(screen.getByTestId(`toast-${kind}`));
      expect(await screen.findByText(text)).toBeInTheDocument();
    }
    expect(await screen.findByText(/report\.pdf is ready/, {}, { timeout: 4000 })).toBeInTheDocument();
  });
});

describe('the form demo', () => {
  // input-otp follows the caret with it; jsdom has no layout.
  beforeAll(() => {
    document.elementFromPoint = () => null;
  });

  const field = (name: string) => screen.getByTestId(`field-${name}`);
  const message = (name: string) => within(field(name)).queryByText((_, el) => el?.getAttribute('data-slot') === 'form-message');

  it('puts each rule’s message under its field on an empty submit (English)', async () => {
    const { user: events } = renderPage(<FormDemo />, { url: '/component/form', user });
    await events.click(screen.getByTestId('form-submit'));
    const expected = {
      username: 'Username must be at least 4 characters.',
      email: 'Invalid email address.',
      password: 'Password must be at least 8 characters.',
      age: 'Please enter your age.',
      role: 'Please select a role.',
      country: 'Please select a country or region.',
      skills: 'Choose at least 2 skills.',
      department: 'Please select a department.',
      plan: 'Please choose a plan.',
      birthday: 'Please pick your date of birth.',
      stay: 'Please pick a start and an end date.',
      meeting: 'Please enter a time.',
      attachments: 'Please attach at least one file.',
      rating: 'Please give a rating.',
      otp: 'Enter the 6-digit code.',
      terms: 'You must accept the terms.',
    };
    await waitFor(() => expect(message('username')).toHaveTextContent(expected.username));
    expect(Object.fromEntries(Object.keys(expected).map((name) => [name, message(name)?.textContent]))).toEqual(expected);
  });

  it('puts the messages in Chinese for a Chinese reader', async () => {
    const { user: events } = renderPage(<FormDemo />, { url: '/component/form', user, locale: 'zh' });
    await events.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(message('username')).toHaveTextContent('用户名至少需要 4 个字符。'));
    expect(message('terms')?.textContent).toMatch(/[\u4e00-\u9fff]/);
  });

  it('shows the values a person filled in, through every kind of picker', async () => {
    const { user: events } = renderPage(<FormDemo />, { url: '/component/form', user });
    const within_ = (name: string) => within(field(name));
    // One paste per field: a person's typing is the browser's to prove; here the values reach the form.
    const fill = async (input: Element | null, text: string) => {
      await events.click(input!);
      await events.paste(text);
    };
    await fill(within_('username').getByRole('textbox'), 'ada_lovelace');
    await fill(within_('email').getByRole('textbox'), 'ada@example.com');
    for (const name of ['password', 'confirm']) await fill(field(name).querySelector('input')!, 'analytical1');
    await fill(field('age').querySelector('input')!, '36');
    await fill(field('bio').querySelector('textarea')!, 'First programmer.');
    await choose(events, within_('role').getAllByRole('combobox')[0]!, 'Developer');
    await events.click(within_('country').getAllByRole('combobox')[0]!);
    await events.type(await screen.findByPlaceholderText('Search…'), 'japan');
    await events.click(await screen.findByRole('option', { name: /Japan/ }));
    await events.click(within_('skills').getAllByRole('combobox')[0]!);
    await events.click(await screen.findByRole('option', { name: 'Front end' }));
    await events.click(await screen.findByRole('option', { name: 'Design' }));
    await events.keyboard('{Escape}');
    await events.click(within_('department').getAllByRole('combobox')[0]!);
    await events.click(await screen.findByTestId('tree-option-eng-fe'));
    await events.click(within_('plan').getByRole('radio', { name: 'Pro' }));
    const day = async (n: number) =>
      events.click((await screen.findAllByRole('button', { name: new RegExp(`\\b${n}(st|nd|rd|th)?\\b`) })).find((b) => b.hasAttribute('data-day'))!);
    await events.click(within_('birthday').getByRole('button'));
    await day(1);
    await events.click(within_('stay').getByRole('button'));
    await day(10);
    await day(14);
    await events.keyboard('{Escape}');
    await fill(field('meeting').querySelector('input')!, '10:30');
    await events.upload(field('attachments').querySelector<HTMLInputElement>('input[type=file]')!, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await within_('attachments').findByText('Uploaded', {}, { timeout: 5000 })).toBeInTheDocument();
    await events.click(within_('rating').getByRole('radio', { name: '4 stars' }));
    await fill(field('otp').querySelector('input')!, '123456');
    await events.click(within_('terms').getAllByRole('checkbox')[0]!);
    await events.click(screen.getByTestId('form-submit'));
    const values = await screen.findByTestId('submitted-values');
    for (const text of ['"username": "ada_lovelace"', '"country": "JP"', '"department": "eng-fe"', '"plan": "pro"', '"rating": 4', '"otp": "123456"', 'notes.txt']) {
      expect(values).toHaveTextContent(text);
    }
  }, 60_000);
});

describe('the custom demo', () => {
  it('moves a person across the transfer list and steps forward', async () => {
    const { user: events } = renderPage(<CustomDemo />, { url: '/component/custom', user });
    await events.click(within(screen.getByTestId('transfer-source')).getByRole('checkbox', { name: /^Ada Lovelace/ }));
    await events.click(screen.getByTestId('transfer-right'));
    expect(screen.getByTestId('transfer-target')).toHaveTextContent('Ada Lovelace');
    expect(screen.getByTestId('transfer-value')).toHaveTextContent('ada');
    await events.click(screen.getByTestId('steps-next'));
    expect(screen.getByTestId('steps-status')).toHaveTextContent('Step 3 of 4');
  });
});

describe('the table demo', () => {
  it('sorts, searches, filters by a facet, selects and pages', async () => {
    const { user: events } = renderPage(<DataTableSection />, { url: '/component/table', user });
    const table = screen.getByTestId('employee-table');
    const rows = () => within(table).getAllByRole('row').filter((row) => row.hasAttribute('data-row-id'));
    expect(rows()).toHaveLength(10);

    const ageHeader = within(table).getAllByRole('columnheader').find((th) => th.textContent?.includes('Age'))!;
    const ages = () => rows().map((row) => Number(row.querySelectorAll('td')[7]!.textContent));
    await events.click(within(ageHeader).getByRole('button', { name: 'Age' }));
    expect(ageHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(ages()).toEqual([...ages()].sort((a, b) => a - b));
    await events.click(within(ageHeader).getByRole('button', { name: 'Age' }));
    expect(ageHeader).toHaveAttribute('aria-sort', 'descending');
    expect(ages()).toEqual([...ages()].sort((a, b) => b - a));

    await events.type(screen.getByTestId('table-search'), 'EMP-00042');
    await waitFor(() => expect(rows().map((row) => row.dataset.rowId)).toEqual(['EMP-00042']));
    await events.clear(screen.getByTestId('table-search'));
    await events.click(screen.getByTestId('facet-status'));
    await events.click(await screen.findByRole('option', { name: /On leave/ }));
    await events.keyboard('{Escape}');
    await waitFor(() => expect(rows().map((row) => row.querySelectorAll('td')[6]!.textContent?.trim())).toEqual(Array(rows().length).fill('On leave')));

    await events.click(within(rows()[0]!).getAllByRole('checkbox')[0]!);
    await events.click(within(rows()[1]!).getAllByRole('checkbox')[0]!);
    expect(screen.getByTestId('selection-bar')).toHaveTextContent('2 selected');
    expect(screen.getByTestId('page-status')).toHaveTextContent(/^Page 1 of \d+$/);
    await events.click(screen.getByTestId('page-next'));
    expect(screen.getByTestId('page-status')).toHaveTextContent(/^Page 2 of \d+$/);
  }, 30_000);
});

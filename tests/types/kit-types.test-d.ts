/**
 * The resource kit's types, checked by `tsc --noEmit` (tsconfig includes every .ts file; no test
 * runner runs this one). Each `@ts-expect-error` must meet an error: if the types loosen and the line
 * compiles, the directive itself fails the type check.
 */
import { createColumnHelper } from '@tanstack/react-table';
import type { FormSpec } from '@/components/resource/form-spec';
import type { ResourceView } from '@/components/resource/resource-page';
import type { SystemFeatures } from '@/components/table/table-features';
import type { ContractInput, ContractOutput } from '@/lib/resource/definition';
import { serveResource } from '@/lib/resource/serve';
import { notices, type NoticeItem, type NoticeListFilter } from '@/resources/notices/ui/notice-api';
import type { NoticeValues } from '@/resources/notices/ui/notice-view';
import { noticeResource } from '@/resources/notices/resource';

type Notice = typeof noticeResource;

/** The client sends the contract's input: defaults may be left out, misspelled or missing fields do not compile. */
export function clientCalls() {
  void notices.api.add({ titleEn: 'Up', titleZh: 'Up', start: '2026-01-01 00:00', end: '2026-01-02 00:00' });
  void notices.api.edit({ id: 'n1', status: '0' });
  void notices.api.list({ title: 'Up', level: 'warning' });
  void notices.api.list({});
  // @ts-expect-error `titel` is no field of the add contract
  void notices.api.add({ titel: 'Up', titleZh: 'Up', start: '2026-01-01 00:00', end: '2026-01-02 00:00' });
  // @ts-expect-error an add without its window's end
  void notices.api.add({ titleEn: 'Up', titleZh: 'Up', start: '2026-01-01 00:00' });
  // @ts-expect-error the edit contract wants the id
  void notices.api.edit({ status: '0' });
  // @ts-expect-error a level is a dictionary's code (checked by the server), not a number
  void notices.api.add({ titleEn: 'Up', titleZh: 'Up', start: '2026-01-01 00:00', end: '2026-01-02 00:00', level: 3 });
  // @ts-expect-error `levle` is no filter of the list contract
  void notices.api.list({ levle: 'info' });
  // @ts-expect-error notices are a flat list: no addChild contract
  void notices.api.addChild({ parentId: '' });
}

/** The list filter is the contract's input (`z.input`), its service gets the output (`z.output`: defaults filled). */
export function contractTypes(filter: NoticeListFilter, validated: ContractOutput<Notice, 'list'>) {
  const page: number | undefined = filter.page;
  const status: '0' | '1' | 'all' = validated.status;
  // @ts-expect-error before its default the status may be missing
  const unset: '0' | '1' | 'all' = filter.status;
  const input: ContractInput<Notice, 'list'> = filter;
  return [page, status, unset, input];
}

/** A form's fields name its values, which come from the contract; a custom control takes its field's type. */
export const noticeForm: FormSpec<NoticeItem, NoticeValues> = {
  idPrefix: 'notice',
  label: (values) => values.titleEn,
  fields: [
    { name: 'titleEn', kind: 'text' },
    // @ts-expect-error the notice contract has no `subject`
    { name: 'subject', kind: 'text' },
    { name: 'level', kind: 'custom', Control: ({ value }: { value: string }) => value },
    // @ts-expect-error `level` holds a level, not a list of ids
    { name: 'level', kind: 'custom', Control: ({ value }: { value: string[] }) => value.join() },
  ],
  defaults: () => ({ titleEn: '' }),
};

/** Form values with a key no write of the contract takes do not fit the resource's view. */
// @ts-expect-error `subject` is no field of the notice contract
export type WiderValues = ResourceView<NoticeItem, Notice, NoticeValues & { subject: string }>;

/** Columns name fields of the row the API answers. */
const helper = createColumnHelper<SystemFeatures, NoticeItem>();
export const columns = [
  helper.accessor('title', { header: 'Title' }),
  // @ts-expect-error a notice row has no `subject`
  helper.accessor('subject', { header: 'Subject' }),
];

/** The server's services take the contract's output. */
export const served = serveResource(noticeResource, {
  list: async (input) => input.status satisfies '0' | '1' | 'all',
  // @ts-expect-error the add service gets a notice, not a number
  add: async (input: number) => input,
});

'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { DateTime, DateTimeCell } from '@/components/custom/date-time';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { FormSpec } from '@/components/resource/form-spec';
import { statusColumn, type ColumnKit } from '@/components/resource/resource-columns';
import type { ResourceView } from '@/components/resource/resource-page';
import { StatusBadge } from '@/components/table/status-badge';
import type { SystemFeatures } from '@/components/table/table-features';
import type { FilterField } from '@/components/table/table-toolbar';
import { DictValueBadge } from '@/components/dict/dict-value-badge';
import { AttachmentLinks } from './attachment-links';
import { AttachmentsControl } from './attachments-control';
import { notices, type NoticeItem } from './notice-api';
import type { noticeResource } from '@/resources/notices/resource';
import { noticeLevelDict, type addNoticeSchema } from '@/resources/notices/schema';
import { localized } from '@/lib/api/schemas';

const ns = 'page.system.notice';
const helper = createColumnHelper<SystemFeatures, NoticeItem>();

/** The columns; ids are `orderField`s and export keys. */
function noticeColumns(kit: ColumnKit<NoticeItem>) {
  return helper.columns([
    helper.accessor('title', { header: kit.h('title'), enableHiding: false, meta: { label: kit.h('title') }, cell: ({ getValue }) => <span className="font-medium">{getValue()}</span> }),
    helper.accessor('level', {
      header: kit.h('level'),
      meta: { label: kit.h('level') },
      cell: ({ getValue }) => <DictValueBadge dict={noticeLevelDict} value={getValue()} />,
    }),
    statusColumn(kit),
    helper.accessor('start', { header: kit.h('start'), meta: { label: kit.h('start') }, cell: DateTimeCell }),
    helper.accessor('end', { header: kit.h('end'), meta: { label: kit.h('end') }, cell: DateTimeCell }),
    helper.accessor('author', { header: kit.h('author'), enableSorting: false, meta: { label: kit.h('author') } }),
    helper.accessor('create', { header: kit.h('createTime'), meta: { label: kit.h('createTime') }, cell: DateTimeCell }),
  ]);
}

const useNoticeColumns = (kit: ColumnKit<NoticeItem>) => useMemo(() => noticeColumns(kit), [kit]);

/** The title box and the level select (the dictionary's values; applies at once). */
function useNoticeFilters(): readonly FilterField<string>[] {
  const t = useTranslations(ns);
  return useMemo(() => [{ key: 'title', label: t('header.title') }, { key: 'level', label: t('header.level'), dict: noticeLevelDict }], [t]);
}

/** The notice form's values: every field an add takes, each present (the form opens with all of them); the former single `body` is no field. */
export type NoticeValues = Required<Omit<z.input<typeof addNoticeSchema>, 'body'>>;

// The form holds instants (the kit's datetime field shows and takes them in the user's time zone).
const inDays = (days: number) => new Date(Math.floor(Date.now() / 60_000) * 60_000 + days * 86_400_000).toISOString();

function noticeForm(): FormSpec<NoticeItem, NoticeValues> {
  return {
    idPrefix: 'notice',
    label: (values, locale) => localized(locale, values.titleEn, values.titleZh),
    className: 'sm:max-w-xl',
    fields: [
      { name: 'titleEn', kind: 'text', half: true },
      { name: 'titleZh', kind: 'text', half: true },
      { name: 'level', kind: 'select', half: true, dict: noticeLevelDict },
      { name: 'status', kind: 'status', half: true },
      { name: 'start', kind: 'datetime', half: true },
      { name: 'end', kind: 'datetime', half: true },
      { name: 'bodyEn', kind: 'textarea' },
      { name: 'bodyZh', kind: 'textarea' },
      { name: 'files', kind: 'custom', Control: AttachmentsControl },
    ],
    defaults: ({ row }) =>
      row
        ? { titleEn: row.titleEn, titleZh: row.titleZh, level: row.level, status: row.status === '0' ? '0' : '1', start: row.start, end: row.end, bodyEn: row.bodyEn, bodyZh: row.bodyZh, files: row.files.map((file) => file.id) }
        : { titleEn: '', titleZh: '', level: 'info', status: '1', start: inDays(0), end: inDays(7), bodyEn: '', bodyZh: '', files: [] },
  };
}

/** /system/notice, declared for the kit. */
export function useNoticeView(): ResourceView<NoticeItem, typeof noticeResource, NoticeValues> {
  const form = useMemo(() => noticeForm(), []);
  return useMemo(
    () => ({
      client: notices,
      filters: ['title', 'level'],
      useFilterFields: useNoticeFilters,
      useColumns: useNoticeColumns,
      rowLabel: (row) => row.title,
      form,
      detail: (row, { h, t: tt }) => [
        { label: h('titleEn'), value: row.titleEn },
        { label: h('titleZh'), value: row.titleZh },
        { label: h('level'), value: <DictValueBadge dict={noticeLevelDict} value={row.level} /> },
        { label: h('status'), value: <StatusBadge status={row.status} /> },
        { label: h('start'), value: <DateTime value={row.start} zone /> },
        { label: h('end'), value: <DateTime value={row.end} zone /> },
        { label: h('author'), value: row.author },
        { label: h('createTime'), value: <DateTime value={row.create} zone /> },
        { label: tt(`${ns}.updateTime`), value: <DateTime value={row.update} zone /> },
        { label: h('bodyEn'), value: <p className="whitespace-pre-wrap">{row.bodyEn}</p> },
        { label: h('bodyZh'), value: <p className="whitespace-pre-wrap">{row.bodyZh}</p> },
        ...(row.files.length > 0 ? [{ label: h('files'), value: <AttachmentLinks files={row.files} /> }] : []),
      ],
    }),
    [form],
  );
}

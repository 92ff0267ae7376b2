'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { z } from 'zod';
import { DateTime, DateTimeCell } from '@/components/custom/date-time';
import type { FormSpec } from '@/components/resource/form-spec';
import { type ColumnKit } from '@/components/resource/resource-columns';
import type { ResourceView } from '@/components/resource/resource-page';
import type { SystemFeatures } from '@/components/table/table-features';
import { withBasePath } from '@/lib/base-path';
import type { fileResource } from '@/resources/files/resource';
import type { editFileSchema } from '@/resources/files/schema';
import { files, type FileItem } from './file-api';
import { FileUploadButton } from './file-upload-button';

const ns = 'page.system.file';
const helper = createColumnHelper<SystemFeatures, FileItem>();

/** The download's address: the browser sends the session cookie with it. */
export const downloadHref = (id: string) => withBasePath(`/api/system/files/download/${encodeURIComponent(id)}`);

/** A size in bytes as people read it: 812 B, 14.2 KB, 3.1 MB. */
export function byteSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The columns; ids are `orderField`s and export keys. */
function fileColumns(kit: ColumnKit<FileItem>) {
  return helper.columns([
    helper.accessor('name', {
      header: kit.h('name'),
      enableHiding: false,
      meta: { label: kit.h('name') },
      cell: ({ row, getValue }) => (
        <a className="font-medium break-all underline-offset-4 hover:underline" href={downloadHref(row.original.id)} download>
          {getValue()}
        </a>
      ),
    }),
    helper.accessor('mime', { header: kit.h('mime'), meta: { label: kit.h('mime') } }),
    helper.accessor('bytes', { header: kit.h('bytes'), meta: { label: kit.h('bytes') }, cell: ({ getValue }) => <span className="tabular-nums">{byteSize(getValue())}</span> }),
    helper.accessor('storage', { header: kit.h('storage'), meta: { label: kit.h('storage') }, cell: ({ getValue }) => kit.t(`${ns}.storage.${getValue()}`) }),
    helper.accessor('author', { header: kit.h('author'), meta: { label: kit.h('author') } }),
    helper.accessor('create', { header: kit.h('createTime'), meta: { label: kit.h('createTime') }, cell: DateTimeCell }),
  ]);
}

const useFileColumns = (kit: ColumnKit<FileItem>) => useMemo(() => fileColumns(kit), [kit]);

/** The form's values: a rename. */
export type FileValues = Required<Omit<z.input<typeof editFileSchema>, 'id'>>;

const fileForm: FormSpec<FileItem, FileValues> = {
  idPrefix: 'file',
  label: (values) => values.name,
  fields: [{ name: 'name', kind: 'text' }],
  defaults: ({ row }) => ({ name: row?.name ?? '' }),
};

/** /system/file, declared for the kit: upload in the toolbar, rename, delete, download by the name. */
export function useFileView(): ResourceView<FileItem, typeof fileResource, FileValues> {
  return useMemo(
    () => ({
      client: files,
      filters: ['name'],
      statusFilter: false,
      useColumns: useFileColumns,
      rowLabel: (row) => row.name,
      Toolbar: FileUploadButton,
      form: fileForm,
      detail: (row, { h, t }) => [
        { label: h('name'), value: row.name },
        { label: h('mime'), value: row.mime },
        { label: h('bytes'), value: byteSize(row.bytes) },
        { label: h('storage'), value: t(`${ns}.storage.${row.storage}`) },
        { label: h('author'), value: row.author },
        { label: h('createTime'), value: <DateTime value={row.create} zone /> },
      ],
    }),
    [],
  );
}

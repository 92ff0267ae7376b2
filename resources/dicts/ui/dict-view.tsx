'use client';

import { createColumnHelper, type CellContext } from '@tanstack/react-table';
import { ListTree } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import type { z } from 'zod';
import { DateTime, DateTimeCell } from '@/components/custom/date-time';
import type { FormSpec } from '@/components/resource/form-spec';
import { statusColumn, type ColumnKit } from '@/components/resource/resource-columns';
import type { ResourceView } from '@/components/resource/resource-page';
import { useStableTranslations } from '@/components/resource/use-stable-translations';
import { StatusBadge } from '@/components/table/status-badge';
import type { SystemFeatures } from '@/components/table/table-features';
import type { dictResource } from '@/resources/dicts/resource';
import type { addDictSchema } from '@/resources/dicts/schema';
import { dicts, type DictItem } from './dict-api';
import { useValuesHref } from './values-link';

const ns = 'page.system.dict';
const helper = createColumnHelper<SystemFeatures, DictItem>();

/** The code, a link to the dictionary's values. */
function CodeCell({ row }: CellContext<SystemFeatures, DictItem, string>) {
  const href = useValuesHref();
  return (
    <Link href={href(row.original.id)} className="font-mono font-medium underline-offset-4 hover:underline" data-testid="dict-values-link">
      {row.original.code}
    </Link>
  );
}

/** The columns; ids are `orderField`s and export keys. */
function dictColumns(kit: ColumnKit<DictItem>) {
  return helper.columns([
    helper.accessor('code', { header: kit.h('code'), enableHiding: false, meta: { label: kit.h('code') }, cell: CodeCell }),
    helper.accessor('name', { header: kit.h('name'), meta: { label: kit.h('name') } }),
    statusColumn(kit),
    helper.accessor('create', { header: kit.h('createTime'), meta: { label: kit.h('createTime') }, cell: DateTimeCell }),
  ]);
}

const useDictColumns = (kit: ColumnKit<DictItem>) => useMemo(() => dictColumns(kit), [kit]);

/** "Values" in the row's menu: the dictionary's values. */
function useDictRowActions() {
  const t = useStableTranslations();
  const router = useRouter();
  const href = useValuesHref();
  return useMemo(
    () => ({ actions: (row: DictItem) => [{ key: 'values', label: t(`${ns}.values.open`), icon: ListTree, onSelect: () => router.push(href(row.id)) }], dialogs: null }),
    [t, router, href],
  );
}

/** The dictionary form's values: every field an add takes, each present (the form opens with all of them). */
export type DictValues = Required<z.input<typeof addDictSchema>>;

const dictForm: FormSpec<DictItem, DictValues> = {
  idPrefix: 'dict',
  label: (values) => values.code,
  fields: [
    { name: 'code', kind: 'text', rowKey: true, hint: `${ns}.codeHint` },
    { name: 'nameEn', kind: 'text', half: true },
    { name: 'nameZh', kind: 'text', half: true },
    { name: 'remark', kind: 'textarea' },
    { name: 'status', kind: 'status' },
  ],
  defaults: ({ row }) =>
    row ? { code: row.code, nameEn: row.nameEn, nameZh: row.nameZh, remark: row.remark, status: row.status === '0' ? '0' : '1' } : { code: '', nameEn: '', nameZh: '', remark: '', status: '1' },
};

/** /system/dict, declared for the kit. */
export function useDictView(): ResourceView<DictItem, typeof dictResource, DictValues> {
  return useMemo(
    () => ({
      client: dicts,
      filters: ['code'],
      useColumns: useDictColumns,
      useRowActions: useDictRowActions,
      rowLabel: (row) => row.code,
      form: dictForm,
      detail: (row, { h, t }) => [
        { label: h('code'), value: row.code },
        { label: h('nameEn'), value: row.nameEn },
        { label: h('nameZh'), value: row.nameZh },
        { label: h('remark'), value: <p className="whitespace-pre-wrap">{row.remark}</p> },
        { label: h('status'), value: <StatusBadge status={row.status} /> },
        { label: h('createTime'), value: <DateTime value={row.create} zone /> },
        { label: t(`${ns}.updateTime`), value: <DateTime value={row.update} zone /> },
      ],
    }),
    [],
  );
}

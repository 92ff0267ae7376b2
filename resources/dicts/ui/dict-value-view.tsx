'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { z } from 'zod';
import { DictBadge } from '@/components/dict/dict-badge';
import { DateTime } from '@/components/custom/date-time';
import type { CustomControlProps, FormSpec } from '@/components/resource/form-spec';
import { NumberControl } from '@/components/resource/number-control';
import { statusColumn, type ColumnKit } from '@/components/resource/resource-columns';
import type { ResourceView } from '@/components/resource/resource-page';
import { StatusBadge } from '@/components/table/status-badge';
import type { SystemFeatures } from '@/components/table/table-features';
import { dictColors } from '@/lib/dict-values';
import { localized } from '@/lib/api/schemas';
import type { dictValueResource } from '@/resources/dicts/resource';
import type { addDictValueSchema } from '@/resources/dicts/schema';
import { dictValues, type DictValueItem } from './dict-api';

const ns = 'page.system.dict.values';
const helper = createColumnHelper<SystemFeatures, DictValueItem>();

function valueColumns(kit: ColumnKit<DictValueItem>) {
  return helper.columns([
    helper.accessor('code', { header: kit.h('code'), enableHiding: false, meta: { label: kit.h('code') }, cell: ({ getValue }) => <span className="font-mono font-medium">{getValue()}</span> }),
    helper.accessor('label', {
      header: kit.h('label'),
      enableSorting: true,
      meta: { label: kit.h('label') },
      cell: ({ row }) => <DictBadge value={row.original.code} label={row.original.label} color={row.original.color} />,
    }),
    helper.accessor('order', { header: kit.h('order'), meta: { label: kit.h('order'), className: 'tabular-nums' } }),
    statusColumn(kit),
  ]);
}

const useValueColumns = (kit: ColumnKit<DictValueItem>) => useMemo(() => valueColumns(kit), [kit]);

/** The value form's values: what an add takes but the dictionary, which the page gives. */
export type DictValueValues = Required<Omit<z.input<typeof addDictValueSchema>, 'dictId'>>;

const OrderControl = (props: CustomControlProps<DictValueItem, number>) => <NumberControl {...props} />;

function valueForm(dictId: string, t: (key: string) => string): FormSpec<DictValueItem, DictValueValues> {
  return {
    idPrefix: 'dict-value',
    label: (values, locale) => localized(locale, values.labelEn, values.labelZh),
    fields: [
      { name: 'code', kind: 'text', rowKey: true, hint: `${ns}.codeHint` },
      { name: 'labelEn', kind: 'text', half: true },
      { name: 'labelZh', kind: 'text', half: true },
      { name: 'color', kind: 'select', half: true, options: dictColors.map((color) => ({ value: color, label: t(`${ns}.color.${color}`) })) },
      { name: 'order', kind: 'custom', half: true, Control: OrderControl },
      { name: 'status', kind: 'status' },
    ],
    defaults: ({ row }) =>
      row
        ? { code: row.code, labelEn: row.labelEn, labelZh: row.labelZh, color: row.color, order: row.order, status: row.status === '0' ? '0' : '1' }
        : { code: '', labelEn: '', labelZh: '', color: 'gray', order: 0, status: '1' },
    // An add names the dictionary of the page; an edit sends the row's id (a value stays in its dictionary).
    toBody: (values, { mode, row }) => (mode === 'edit' && row ? { ...values, id: row.id } : { ...values, dictId }),
  };
}

/** One dictionary's values, declared for the kit: the list is always of `dictId`. */
export function useDictValueView(dictId: string, t: (key: string) => string): ResourceView<DictValueItem, typeof dictValueResource, DictValueValues> {
  return useMemo(
    () => ({
      client: dictValues,
      filters: ['code'],
      toFilter: (filters) => ({ ...filters, dictId }),
      useColumns: useValueColumns,
      rowLabel: (row) => row.code,
      form: valueForm(dictId, t),
      pageSize: 20,
      detail: (row, { h }) => [
        { label: h('code'), value: row.code },
        { label: h('labelEn'), value: row.labelEn },
        { label: h('labelZh'), value: row.labelZh },
        { label: h('color'), value: <DictBadge value={row.code} label={t(`${ns}.color.${row.color}`)} color={row.color} /> },
        { label: h('order'), value: row.order },
        { label: h('status'), value: <StatusBadge status={row.status} /> },
        { label: h('update'), value: <DateTime value={row.update} zone /> },
      ],
    }),
    [dictId, t],
  );
}

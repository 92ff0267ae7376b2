'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { z } from 'zod';
import { DateTime, DateTimeCell } from '@/components/custom/date-time';
import type { FormSpec } from '@/components/resource/form-spec';
import { type ColumnKit } from '@/components/resource/resource-columns';
import type { ResourceView } from '@/components/resource/resource-page';
import type { SystemFeatures } from '@/components/table/table-features';
import type { ssoruleResource } from '@/resources/ssorules/resource';
import { type addSsoruleSchema } from '@/resources/ssorules/schema';
import { RoleControl } from './role-control';
import { ssorules, type SsoruleItem } from './ssorule-api';

const ns = 'page.system.ssorule';
const helper = createColumnHelper<SystemFeatures, SsoruleItem>();

/** The columns; ids are `orderField`s and export keys. */
function ssoruleColumns(kit: ColumnKit<SsoruleItem>) {
  return helper.columns([
    helper.accessor('value', { header: kit.h('value'), enableHiding: false, meta: { label: kit.h('value') }, cell: ({ getValue }) => <span className="font-medium">{getValue()}</span> }),
    helper.accessor('provider', { header: kit.h('provider'), meta: { label: kit.h('provider') } }),
    helper.accessor('claim', { header: kit.h('claim'), meta: { label: kit.h('claim') } }),
    helper.accessor('role', { header: kit.h('role'), meta: { label: kit.h('role') } }),
    helper.accessor('create', { header: kit.h('createTime'), meta: { label: kit.h('createTime') }, cell: DateTimeCell }),
  ]);
}

const useSsoruleColumns = (kit: ColumnKit<SsoruleItem>) => useMemo(() => ssoruleColumns(kit), [kit]);

/** The ssorule form's values: every field an add takes, each present (the form opens with all of them). */
export type SsoruleValues = Required<z.input<typeof addSsoruleSchema>>;

function ssoruleForm(): FormSpec<SsoruleItem, SsoruleValues> {
  return {
    idPrefix: 'ssorule',
    label: (values) => values.value,
    className: 'sm:max-w-xl',
    fields: [
      { name: 'value', kind: 'text' },
      { name: 'provider', kind: 'text' },
      { name: 'claim', kind: 'text' },
      { name: 'role', kind: 'custom', Control: RoleControl },
    ],
    defaults: ({ row }) =>
      row
        ? { value: row.value, provider: row.provider, claim: row.claim, role: row.role }
        : { value: '', provider: '', claim: '', role: '' },
  };
}

/** /system/ssorule (single sign-on role rules), declared for the kit. */
export function useSsoruleView(): ResourceView<SsoruleItem, typeof ssoruleResource, SsoruleValues> {
  const form = useMemo(() => ssoruleForm(), []);
  return useMemo(
    () => ({
      client: ssorules,
      filters: ['value'],
      statusFilter: false,
      useColumns: useSsoruleColumns,
      rowLabel: (row) => row.value,
      form,
      detail: (row, { h, t: tt }) => [
        { label: h('value'), value: row.value },
        { label: h('provider'), value: row.provider },
        { label: h('claim'), value: row.claim },
        { label: h('role'), value: row.role },
        { label: h('createTime'), value: <DateTime value={row.create} zone /> },
        { label: tt(`${ns}.updateTime`), value: <DateTime value={row.update} zone /> },
      ],
    }),
    [form],
  );
}

'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { z } from 'zod';
import { DateTime, DateTimeCell } from '@/components/custom/date-time';
import type { FormSpec } from '@/components/resource/form-spec';
import { statusColumn, type ColumnKit } from '@/components/resource/resource-columns';
import type { ResourceView } from '@/components/resource/resource-page';
import { StatusBadge } from '@/components/table/status-badge';
import type { SystemFeatures } from '@/components/table/table-features';
import type { ssoproviderResource } from '@/resources/ssoproviders/resource';
import { type addSsoproviderSchema } from '@/resources/ssoproviders/schema';
import { JitControl } from './jit-control';
import { ssoproviders, type SsoproviderItem } from './ssoprovider-api';

const ns = 'page.system.ssoprovider';
const helper = createColumnHelper<SystemFeatures, SsoproviderItem>();

/** The columns; ids are `orderField`s and export keys. */
function ssoproviderColumns(kit: ColumnKit<SsoproviderItem>) {
  return helper.columns([
    helper.accessor('name', { header: kit.h('name'), enableHiding: false, meta: { label: kit.h('name') }, cell: ({ getValue }) => <span className="font-medium">{getValue()}</span> }),
    helper.accessor('code', { header: kit.h('code'), meta: { label: kit.h('code') }, cell: ({ getValue }) => <code className="text-xs">{getValue()}</code> }),
    helper.accessor('issuer', { header: kit.h('issuer'), meta: { label: kit.h('issuer') }, cell: ({ getValue }) => <span className="break-all">{getValue()}</span> }),
    helper.accessor('clientId', { header: kit.h('clientId'), meta: { label: kit.h('clientId') } }),
    statusColumn(kit),
    helper.accessor('create', { header: kit.h('createTime'), meta: { label: kit.h('createTime') }, cell: DateTimeCell }),
  ]);
}

const useSsoproviderColumns = (kit: ColumnKit<SsoproviderItem>) => useMemo(() => ssoproviderColumns(kit), [kit]);

/** The provider form's values: every field an add takes, each present (the form opens with all of them). */
export type SsoproviderValues = Required<z.input<typeof addSsoproviderSchema>>;

function ssoproviderForm(): FormSpec<SsoproviderItem, SsoproviderValues> {
  return {
    idPrefix: 'ssoprovider',
    label: (values) => values.name,
    className: 'sm:max-w-xl',
    fields: [
      { name: 'name', kind: 'text' },
      { name: 'code', kind: 'text', rowKey: true, readOnly: ({ mode }) => mode === 'edit' },
      { name: 'issuer', kind: 'text' },
      { name: 'clientId', kind: 'text', half: true },
      { name: 'clientSecret', kind: 'secret', half: true, hint: `${ns}.secretHint` },
      { name: 'roleClaim', kind: 'text', half: true },
      { name: 'jit', kind: 'custom', Control: JitControl, half: true },
      { name: 'mfaAmr', kind: 'text', half: true },
      { name: 'mfaAcr', kind: 'text', half: true },
      { name: 'status', kind: 'status', half: true },
    ],
    defaults: ({ row }) =>
      row
        ? { name: row.name, code: row.code, issuer: row.issuer, clientId: row.clientId, clientSecret: '', roleClaim: row.roleClaim, jit: row.jit, mfaAmr: row.mfaAmr, mfaAcr: row.mfaAcr, status: row.status }
        : { name: '', code: '', issuer: 'https://', clientId: '', clientSecret: '', roleClaim: 'groups', jit: false, mfaAmr: '', mfaAcr: '', status: '1' },
    // An edit keeps the id (rules name it) and, with the secret left empty, the stored secret.
    toBody: (values, { mode, row }) => {
      if (mode !== 'edit' || !row) return values;
      const { name, issuer, clientId, clientSecret, roleClaim, jit, mfaAmr, mfaAcr, status } = values;
      return { id: row.id, name, issuer, clientId, roleClaim, jit, mfaAmr, mfaAcr, status, ...(clientSecret ? { clientSecret } : {}) };
    },
  };
}

/** /system/sso (single sign-on providers), declared for the kit. */
export function useSsoproviderView(): ResourceView<SsoproviderItem, typeof ssoproviderResource, SsoproviderValues> {
  const form = useMemo(() => ssoproviderForm(), []);
  return useMemo(
    () => ({
      client: ssoproviders,
      filters: ['name'],
      useColumns: useSsoproviderColumns,
      rowLabel: (row) => row.name,
      form,
      detail: (row, { h, t: tt }) => [
        { label: h('name'), value: row.name },
        { label: h('code'), value: row.code },
        { label: h('issuer'), value: row.issuer },
        { label: h('clientId'), value: row.clientId },
        { label: h('roleClaim'), value: row.roleClaim || '—' },
        { label: h('jit'), value: tt(row.jit ? `${ns}.yes` : `${ns}.no`) },
        { label: h('mfaAmr'), value: row.mfaAmr || '—' },
        { label: h('mfaAcr'), value: row.mfaAcr || '—' },
        { label: h('status'), value: <StatusBadge status={row.status} /> },
        { label: h('createTime'), value: <DateTime value={row.create} zone /> },
        { label: tt(`${ns}.updateTime`), value: <DateTime value={row.update} zone /> },
      ],
    }),
    [form],
  );
}

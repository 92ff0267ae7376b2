'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { z } from 'zod';
import type { FormSpec } from '@/components/resource/form-spec';
import type { ColumnKit } from '@/components/resource/resource-columns';
import type { ResourceView } from '@/components/resource/resource-page';
import { useStableTranslations } from '@/components/resource/use-stable-translations';
import type { SystemFeatures } from '@/components/table/table-features';
import { Badge } from '@/components/ui/badge';
import type { settingResource } from '@/resources/settings/resource';
import type { editSettingSchema } from '@/resources/settings/schema';
import { settings, type SettingItem } from './setting-api';
import { SettingValueControl } from './setting-value-control';

const ns = 'page.system.setting';
const helper = createColumnHelper<SystemFeatures, SettingItem>();
type T = (key: string, values?: Record<string, string>) => string;

/** A value as the page shows it: a flag in words. */
function shown(row: Pick<SettingItem, 'kind'>, value: string | null, t: T): string {
  if (value === null || value === '') return '—';
  if (row.kind === 'boolean') return t(`${ns}.${value === 'true' ? 'yes' : 'no'}`);
  return value;
}

/** Where the value in force comes from; the environment's says that it wins. */
function SourceBadge({ row, t }: { row: SettingItem; t: T }) {
  return (
    <Badge variant={row.source === 'env' ? 'destructive' : row.source === 'stored' ? 'default' : 'secondary'} title={row.source === 'env' ? t(`${ns}.envWins`, { env: row.env }) : undefined}>
      {t(`${ns}.source.${row.source}`)}
    </Badge>
  );
}

/** The columns; ids are `orderField`s. */
function settingColumns(kit: ColumnKit<SettingItem>, t: T) {
  return helper.columns([
    helper.accessor('key', { header: kit.h('key'), enableHiding: false, meta: { label: kit.h('key') }, cell: ({ getValue }) => <span className="font-medium">{t(`${ns}.name.${getValue()}`)}</span> }),
    helper.accessor('value', { header: kit.h('value'), enableSorting: false, meta: { label: kit.h('value') }, cell: ({ row }) => <span className="break-all">{shown(row.original, row.original.value, t)}</span> }),
    helper.accessor('source', { header: kit.h('source'), enableSorting: false, meta: { label: kit.h('source') }, cell: ({ row }) => <SourceBadge row={row.original} t={t} /> }),
    helper.accessor('env', { header: kit.h('env'), enableSorting: false, meta: { label: kit.h('env') }, cell: ({ getValue }) => <code className="text-xs">{getValue()}</code> }),
  ]);
}

function useSettingColumns(kit: ColumnKit<SettingItem>) {
  const t = useStableTranslations();
  return useMemo(() => settingColumns(kit, t), [kit, t]);
}

/** The form's values: the edit's fields. */
export type SettingValues = Required<z.input<typeof editSettingSchema>>;

function settingForm(t: T): FormSpec<SettingItem, SettingValues> {
  return {
    idPrefix: 'setting',
    label: (values) => t(`${ns}.name.${values.id}`),
    fields: [{ name: 'value', kind: 'custom', label: `${ns}.header.value`, Control: SettingValueControl }],
    defaults: ({ row }) => ({ id: row?.id ?? 'consoleName', value: row ? (row.kind === 'boolean' ? row.value === 'true' : row.value) : '' }),
  };
}

/** /system/setting, declared for the kit. */
export function useSettingView(): ResourceView<SettingItem, typeof settingResource, SettingValues> {
  const t = useStableTranslations();
  return useMemo(
    () => ({
      client: settings,
      filters: ['key'],
      statusFilter: false,
      useColumns: useSettingColumns,
      rowLabel: (row) => t(`${ns}.name.${row.key}`),
      form: settingForm(t),
      detail: (row, { h }) => [
        { label: h('key'), value: t(`${ns}.name.${row.key}`) },
        { label: h('value'), value: shown(row, row.value, t) },
        { label: h('source'), value: row.source === 'env' ? t(`${ns}.envWins`, { env: row.env }) : t(`${ns}.source.${row.source}`) },
        { label: h('stored'), value: shown(row, row.stored, t) },
        { label: h('fallback'), value: shown(row, row.fallback, t) },
        { label: h('env'), value: <code>{row.env}</code> },
      ],
    }),
    [t],
  );
}

'use client';

import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useLocale, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { z } from 'zod';
import { DateTime, DateTimeCell } from '@/components/custom/date-time';
import type { TreeNode } from '@/components/pickers/build-tree';
import type { FormSpec } from '@/components/resource/form-spec';
import { statusColumn } from '@/components/resource/resource-columns';
import { brotherColumn, parentColumn, treeNameColumn, type TreeColumnKit, type TreeRefusal } from '@/components/resource/resource-tree-columns';
import type { ResourceTreeView } from '@/components/resource/resource-tree-page';
import { treeAnchorFields, type TreeAnchorValues } from '@/components/resource/tree-anchor-fields';
import { StatusBadge } from '@/components/table/status-badge';
import type { SystemFeatures } from '@/components/table/table-features';
import type { groupResource } from '@/resources/groups/resource';
import { rootGroupId, type addChildGroupSchema } from '@/resources/groups/schema';
import { groupApi, groupKeys, groups, type GroupItem } from './group-api';
import { localized } from '@/lib/api/schemas';

export type GroupRow = TreeNode<GroupItem>;

const helper = createColumnHelper<SystemFeatures, GroupRow>();

/** The spec's headers (name, id, status, createTime, order, parentGroup, brotherGroup); ids are the export's keys. */
export function groupColumns(kit: TreeColumnKit<GroupRow>) {
  return helper.columns([
    treeNameColumn(kit),
    helper.accessor('id', { header: kit.h('id'), meta: { label: kit.h('id'), className: 'font-mono text-xs' } }),
    statusColumn(kit),
    helper.accessor('create', { header: kit.h('createTime'), meta: { label: kit.h('createTime') }, cell: DateTimeCell }),
    helper.accessor('order', { header: kit.h('order'), meta: { label: kit.h('order'), className: 'tabular-nums' } }),
    parentColumn(kit, 'parentGroup'),
    brotherColumn(kit, 'brotherGroup'),
  ]);
}

const useGroupColumns = (kit: TreeColumnKit<GroupRow>) => useMemo(() => groupColumns(kit), [kit]);

/** Every group, the root `00` included (GET /api/common/groups, shared with the user page's pickers). */
function useGroupOptions() {
  const locale = useLocale();
  return useQuery({ queryKey: groupKeys.options(locale), queryFn: groupApi.options });
}

/**
 * A session scoped narrower than `all` changes only the groups inside its scope, and not the place of
 * its own group (lib/scope/groups.ts): the scope is the picker's groups, which are the session's.
 */
function useGroupRefusal(): TreeRefusal<GroupItem> {
  const t = useTranslations();
  const { data } = useGroupOptions();
  // Scope `all` reaches the root "All"; until the options load, the server still decides.
  const inside = data && !data.some((group) => group.id === rootGroupId) ? new Set(data.map((group) => group.id)) : null;
  const refusal: TreeRefusal<GroupItem> = (row, action) => {
    if (!inside) return undefined;
    if (!inside.has(row.id)) return t('page.system.refusal.groupOutsideScope');
    // Its own group's place: the parent (outside) is where a brother, a move or a delete would act.
    const place = action === 'delete' || action === 'move' || action === 'addBrother';
    return place && !inside.has(row.parentId) ? t('page.system.refusal.groupOwnPlace') : undefined;
  };
  return refusal;
}

/** A group's own fields in the form: an add's, each present, both names apart (`name` alone is the API's shorthand). */
type GroupFields = Required<Pick<z.input<typeof addChildGroupSchema>, 'id' | 'nameEn' | 'nameZh' | 'status'>>;
/** The group form's values: its fields and, when adding, the anchor (`parentId` or `brotherId`). */
type GroupValues = TreeAnchorValues & GroupFields;

const h = (key: string) => `page.system.group.header.${key}`;

/** Add child (under the row, or the root `00` from the top-level Add), add brother, edit. */
const groupForm: FormSpec<GroupItem, GroupValues> = {
  idPrefix: 'group',
  label: (values, locale) => localized(locale, values.nameEn, values.nameZh),
  fields: [
    ...treeAnchorFields<GroupItem>({ parent: h('parentGroup'), brother: h('brotherGroup'), topLevel: 'page.system.group.topLevel' }),
    { name: 'id', kind: 'text', only: 'add', hint: 'page.system.group.idHint' },
    { name: 'id', kind: 'text', only: 'edit', readOnly: () => true },
    { name: 'nameEn', kind: 'text', half: true },
    { name: 'nameZh', kind: 'text', half: true },
    { name: 'status', kind: 'status' },
  ],
  defaults: ({ mode, row }) => {
    const blank: GroupFields = { id: '', nameEn: '', nameZh: '', status: '1' };
    if (mode === 'edit' && row) return { id: row.id, nameEn: row.nameEn, nameZh: row.nameZh, status: row.status === '0' ? '0' : '1' };
    if (mode === 'addBrother' && row) return { brotherId: row.id, ...blank };
    return { parentId: row?.id ?? rootGroupId, ...blank };
  },
};

/** /system/group, declared for the tree kit. */
export const groupView: ResourceTreeView<GroupItem, typeof groupResource, GroupValues> = {
  client: groups,
  filters: ['id', 'name'],
  useWholeTree: useGroupOptions,
  useColumns: useGroupColumns,
  useRefusal: useGroupRefusal,
  rowLabel: (row) => row.name,
  deleteLabel: (row) => `${row.name} (${row.id})`,
  form: groupForm,
  detail: (row, { h: header, t, index }) => {
    const brother = index.brother(row.id);
    return [
      { label: t('common.nameEn'), value: row.nameEn },
      { label: t('common.nameZh'), value: row.nameZh },
      { label: header('id'), value: <span className="font-mono">{row.id}</span> },
      { label: header('status'), value: <StatusBadge status={row.status} /> },
      { label: header('createTime'), value: <DateTime value={row.create} zone /> },
      { label: header('order'), value: row.order },
      { label: header('parentGroup'), value: index.name(row.parentId) || '—' },
      { label: header('brotherGroup'), value: brother ? index.name(brother) : '—' },
    ];
  },
};

'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { DateTimeCell } from '@/components/custom/date-time';
import type { ColumnKit } from '@/components/resource/resource-columns';
import type { SystemFeatures } from '@/components/table/table-features';
import { Badge } from '@/components/ui/badge';
import type { KeyItem } from './key-api';

const helper = createColumnHelper<SystemFeatures, KeyItem>();

/** The keys table: whose, its name and permission count, when made, until when, last used from where. */
export function keyColumns(kit: ColumnKit<KeyItem>) {
  const { h, t } = kit;
  return helper.columns([
    helper.accessor('username', {
      header: h('username'),
      enableHiding: false,
      meta: { label: h('username') },
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span className="font-medium">{row.original.username}</span>
          <span className="text-muted-foreground text-xs">{row.original.owner}</span>
        </div>
      ),
    }),
    helper.accessor('name', {
      header: h('name'),
      meta: { label: h('name') },
      cell: ({ row }) => (
        <span className="flex items-center gap-2">
          {row.original.name}
          {row.original.expired && <Badge variant="secondary">{t('page.system.key.expired')}</Badge>}
        </span>
      ),
    }),
    helper.accessor((row) => row.permissions.length, {
      id: 'permissions',
      header: h('permissions'),
      enableSorting: false,
      meta: { label: h('permissions') },
      cell: ({ row }) => <span title={row.original.permissions.join(', ')}>{t('page.system.key.permissionCount', { count: row.original.permissions.length })}</span>,
    }),
    helper.accessor('createdAt', { header: h('createdAt'), meta: { label: h('createdAt') }, cell: DateTimeCell }),
    helper.accessor('expiresAt', { header: h('expiresAt'), meta: { label: h('expiresAt') }, cell: DateTimeCell }),
    helper.accessor('lastUsedAt', {
      header: h('lastUsedAt'),
      meta: { label: h('lastUsedAt') },
      cell: ({ getValue }) => {
        const value = getValue();
        return value ? <DateTimeCell getValue={() => value} /> : <span className="text-muted-foreground">{t('page.system.key.never')}</span>;
      },
    }),
    helper.accessor('lastUsedAddress', { header: h('lastUsedAddress'), enableSorting: false, meta: { label: h('lastUsedAddress'), className: 'font-mono text-xs' } }),
  ]);
}

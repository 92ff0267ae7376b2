'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { DateTimeCell } from '@/components/custom/date-time';
import type { ColumnKit } from '@/components/resource/resource-columns';
import type { SystemFeatures } from '@/components/table/table-features';
import { Badge } from '@/components/ui/badge';
import type { SessionItem } from './session-api';

const helper = createColumnHelper<SystemFeatures, SessionItem>();

/** The sessions table: who (this session marked), group, where from, browser and OS, when; ids are `orderField`s. */
export function sessionColumns(kit: ColumnKit<SessionItem>) {
  const { h } = kit;
  return helper.columns([
    helper.accessor('username', {
      header: h('username'),
      enableHiding: false,
      meta: { label: h('username') },
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span className="flex items-center gap-2 font-medium">
            {row.original.username}
            {row.original.current && <Badge variant="secondary">{kit.t('page.system.session.current')}</Badge>}
          </span>
          <span className="text-muted-foreground text-xs">{row.original.name}</span>
        </div>
      ),
    }),
    helper.accessor('groupName', { id: 'group', header: h('group'), meta: { label: h('group') } }),
    helper.accessor('address', { header: h('address'), meta: { label: h('address'), className: 'font-mono text-xs' } }),
    helper.accessor('browser', { header: h('browser'), enableSorting: false, meta: { label: h('browser') } }),
    helper.accessor('os', { header: h('os'), enableSorting: false, meta: { label: h('os') } }),
    helper.accessor('signedInAt', { header: h('signedInAt'), meta: { label: h('signedInAt') }, cell: DateTimeCell }),
    helper.accessor('lastActiveAt', { header: h('lastActiveAt'), meta: { label: h('lastActiveAt') }, cell: DateTimeCell }),
    helper.accessor('currentRole', { header: h('currentRole'), enableSorting: false, meta: { label: h('currentRole'), className: 'font-mono text-xs' } }),
  ]);
}

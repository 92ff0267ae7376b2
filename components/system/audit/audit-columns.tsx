'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { DateTimeSecondsCell } from '@/components/custom/date-time';
import type { ColumnKit } from '@/components/resource/resource-columns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { SystemFeatures } from '@/components/table/table-features';
import type { AuditEntryView } from './audit-api';
import { changedFieldCount, diffEntry } from './audit-diff';

const helper = createColumnHelper<SystemFeatures, AuditEntryView>();

/**
 * The audit table: time, user, action, entity, ids, endpoint, and a button to the entry's before and
 * after (the kit's Detail: `kit.onDetail`).
 */
export function auditColumns(kit: ColumnKit<AuditEntryView>) {
  const { h } = kit;
  const action = (value: unknown) => kit.t(`page.system.audit.action.${String(value)}`);
  const entity = (value: unknown) => kit.t(`page.system.audit.entity.${String(value)}`);
  return helper.columns([
    helper.accessor('at', {
      header: h('time'),
      enableHiding: false,
      enableSorting: false,
      meta: { label: h('time'), className: 'tabular-nums whitespace-nowrap' },
      cell: DateTimeSecondsCell,
    }),
    helper.accessor('username', { header: h('user'), enableSorting: false, meta: { label: h('user') } }),
    helper.accessor('action', {
      header: h('action'),
      enableSorting: false,
      meta: { label: h('action') },
      cell: ({ getValue }) => <Badge variant="secondary">{action(getValue())}</Badge>,
    }),
    helper.accessor('entity', { header: h('entity'), enableSorting: false, meta: { label: h('entity') }, cell: ({ getValue }) => entity(getValue()) }),
    helper.accessor((row) => row.ids.join(', '), {
      id: 'ids',
      header: h('ids'),
      enableSorting: false,
      meta: { label: h('ids'), className: 'max-w-48 truncate' },
      cell: ({ getValue }) => <span className="font-mono text-xs">{getValue()}</span>,
    }),
    helper.accessor('endpoint', {
      header: h('endpoint'),
      enableSorting: false,
      meta: { label: h('endpoint') },
      cell: ({ row, getValue }) => <span className="text-muted-foreground font-mono text-xs">{`${row.original.method} ${getValue()}`}</span>,
    }),
    helper.display({
      id: 'changes',
      header: h('changes'),
      enableHiding: false,
      meta: { className: 'text-right' },
      cell: ({ row }) => (
        <Button variant="outline" size="sm" className="h-7" onClick={() => kit.onDetail?.(row.original)} data-testid="audit-view">
          {kit.t('page.system.audit.diff.summary', { count: changedFieldCount(diffEntry(row.original.before, row.original.after)) })}
        </Button>
      ),
    }),
  ]);
}

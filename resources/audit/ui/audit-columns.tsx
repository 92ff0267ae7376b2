'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { DateTimeSecondsCell } from '@/components/custom/date-time';
import type { ColumnKit } from '@/components/resource/resource-columns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { SystemFeatures } from '@/components/table/table-features';
import type { AuditEntryView } from './audit-api';
import { changedFieldCount, diffEntry } from './audit-diff';
import { recordLabels } from './audit-records';

const helper = createColumnHelper<SystemFeatures, AuditEntryView>();

/**
 * The audit table: time, user, action, entity, ids, endpoint, and a button to the entry's before and
 * after (the kit's Detail: `kit.onDetail`). `locale` picks the records' names.
 */
export function auditColumns(kit: ColumnKit<AuditEntryView>, locale: string) {
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
    helper.accessor('username', {
      header: h('user'),
      enableSorting: false,
      meta: { label: h('user') },
      // A write made with an API key names it under the user.
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span>{row.original.username}</span>
          {row.original.keyName !== null && <span className="text-muted-foreground text-xs">{kit.t('page.system.audit.byKey', { name: row.original.keyName })}</span>}
        </div>
      ),
    }),
    helper.accessor('action', {
      header: h('action'),
      enableSorting: false,
      meta: { label: h('action') },
      cell: ({ getValue }) => <Badge variant="secondary">{action(getValue())}</Badge>,
    }),
    helper.accessor('entity', { header: h('entity'), enableSorting: false, meta: { label: h('entity') }, cell: ({ getValue }) => entity(getValue()) }),
    // The records by name, or a short labelled id (a session token, a UUID); every id in full on hover.
    helper.accessor((row) => row.ids.join(', '), {
      id: 'ids',
      header: h('ids'),
      enableSorting: false,
      meta: { label: h('ids'), className: 'max-w-48' },
      cell: ({ row, getValue }) => (
        <span className="line-clamp-2 break-words" title={getValue()} data-testid="audit-records">
          {recordLabels(row.original, locale, kit.t).join(', ')}
        </span>
      ),
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

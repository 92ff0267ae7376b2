'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { LogOut } from 'lucide-react';
import { selectColumn } from '@/components/table/select-column';
import type { SystemFeatures } from '@/components/table/table-features';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { SessionItem } from './session-api';

export interface SessionColumnContext {
  t: (key: string) => string;
  formatTime: (iso: string) => string;
  canSignOut: boolean;
  onSignOut: (row: SessionItem) => void;
}

const helper = createColumnHelper<SystemFeatures, SessionItem>();
const time = 'tabular-nums whitespace-nowrap';

/** The sessions table: who (this session marked), group, where from, browser and OS, when; ids are `orderField`s. */
export function sessionColumns(c: SessionColumnContext) {
  const h = (key: string) => c.t(`page.system.session.header.${key}`);
  return helper.columns([
    selectColumn<SessionItem>(),
    helper.accessor('username', {
      header: h('username'),
      enableHiding: false,
      meta: { label: h('username') },
      cell: ({ row }) => (
        <div className="flex flex-col">
          <span className="flex items-center gap-2 font-medium">
            {row.original.username}
            {row.original.current && <Badge variant="secondary">{c.t('page.system.session.current')}</Badge>}
          </span>
          <span className="text-muted-foreground text-xs">{row.original.name}</span>
        </div>
      ),
    }),
    helper.accessor('groupName', { id: 'group', header: h('group'), meta: { label: h('group') } }),
    helper.accessor('address', { header: h('address'), meta: { label: h('address'), className: 'font-mono text-xs' } }),
    helper.accessor('browser', { header: h('browser'), enableSorting: false, meta: { label: h('browser') } }),
    helper.accessor('os', { header: h('os'), enableSorting: false, meta: { label: h('os') } }),
    helper.accessor('signedInAt', { header: h('signedInAt'), meta: { label: h('signedInAt'), className: time }, cell: ({ getValue }) => c.formatTime(getValue()) }),
    helper.accessor('lastActiveAt', { header: h('lastActiveAt'), meta: { label: h('lastActiveAt'), className: time }, cell: ({ getValue }) => c.formatTime(getValue()) }),
    helper.accessor('currentRole', { header: h('currentRole'), enableSorting: false, meta: { label: h('currentRole'), className: 'font-mono text-xs' } }),
    helper.display({
      id: 'actions',
      header: () => <span className="sr-only">{c.t('table.actions')}</span>,
      enableHiding: false,
      meta: { className: 'w-10 text-right' },
      cell: ({ row }) =>
        c.canSignOut && (
          <Button variant="ghost" size="sm" onClick={() => c.onSignOut(row.original)} aria-label={`${c.t('page.system.session.signOut')}: ${row.original.username}`} data-testid="action-sign-out">
            <LogOut aria-hidden />
            <span className="hidden xl:inline">{c.t('page.system.session.signOut')}</span>
          </Button>
        ),
    }),
  ]);
}

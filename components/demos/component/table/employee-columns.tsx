'use client';

import { createColumnHelper } from '@tanstack/react-table';
import { useFormatter, useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { selectColumn } from '@/components/table/select-column';
import { DotBadge } from '@/components/table/status-badge';
import type { SystemFeatures } from '@/components/table/table-features';
import type { Employee, EmployeeStatus } from './employees';

const helper = createColumnHelper<SystemFeatures, Employee>();

const dot: Record<EmployeeStatus, string> = {
  active: 'bg-emerald-500',
  onLeave: 'bg-sky-500',
  probation: 'bg-amber-500',
  inactive: 'bg-muted-foreground/50',
};

/** An employee's status: a coloured dot and its name. */
export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  const t = useTranslations('page.component.table.status');
  return (
    <DotBadge dot={dot[status]} status={status}>
      {t(status)}
    </DotBadge>
  );
}

// A group's header: centred and small over its columns.
const groupHeader = 'text-muted-foreground border-x text-center text-xs font-medium tracking-wide uppercase';

/**
 * The demo table's columns (with header groups), labelled in the page's language; `search` is hidden:
 * the global filter's text (every field at once).
 */
export function useEmployeeColumns() {
  const t = useTranslations('page.component.table');
  const format = useFormatter();
  return useMemo(() => {
    const label = (id: string) => t(`columns.${id}`);
    return helper.columns([
      selectColumn<Employee>(),
      helper.accessor('search', { header: 'search', enableHiding: false, enableSorting: false }),
      helper.accessor('id', {
        header: label('id'),
        cell: (c) => <span className="font-mono text-xs">{c.getValue()}</span>,
        enableHiding: false,
        meta: { label: label('id') },
      }),
      helper.group({
        id: 'person',
        header: t('groups.person'),
        meta: { className: groupHeader },
        columns: helper.columns([
          helper.accessor('firstName', { header: label('firstName'), meta: { label: label('firstName') } }),
          helper.accessor('lastName', { header: label('lastName'), meta: { label: label('lastName') } }),
          helper.accessor('email', {
            header: label('email'),
            cell: (c) => <span className="text-muted-foreground">{c.getValue()}</span>,
            meta: { label: label('email') },
          }),
        ]),
      }),
      helper.group({
        id: 'work',
        header: t('groups.work'),
        meta: { className: groupHeader },
        columns: helper.columns([
          helper.accessor('department', {
            header: label('department'),
            cell: (c) => t(`department.${c.getValue()}`),
            filterFn: 'oneOf',
            meta: { label: label('department') },
          }),
          helper.accessor('level', {
            header: label('level'),
            cell: (c) => t(`level.${c.getValue()}`),
            filterFn: 'oneOf',
            meta: { label: label('level') },
          }),
          helper.accessor('status', {
            header: label('status'),
            cell: (c) => <EmployeeStatusBadge status={c.getValue()} />,
            filterFn: 'oneOf',
            meta: { label: label('status') },
          }),
        ]),
      }),
      helper.group({
        id: 'figures',
        header: t('groups.figures'),
        meta: { className: groupHeader },
        columns: helper.columns([
          helper.accessor('age', { header: label('age'), meta: { label: label('age'), className: 'text-right tabular-nums' } }),
          helper.accessor('salary', {
            header: label('salary'),
            cell: (c) => format.number(c.getValue(), { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }),
            meta: { label: label('salary'), className: 'text-right tabular-nums' },
          }),
          helper.accessor('progress', {
            header: label('progress'),
            cell: (c) => (
              <div className="flex items-center gap-2">
                <div className="bg-primary/15 h-1.5 w-16 overflow-hidden rounded-full">
                  <div className="bg-primary h-full rounded-full" style={{ width: `${c.getValue()}%` }} />
                </div>
                <span className="text-muted-foreground w-8 text-xs tabular-nums">{c.getValue()}%</span>
              </div>
            ),
            meta: { label: label('progress') },
          }),
          helper.accessor('joined', {
            header: label('joined'),
            cell: (c) => format.dateTime(new Date(c.getValue()), { dateStyle: 'medium', timeZone: 'UTC' }),
            meta: { label: label('joined'), className: 'tabular-nums' },
          }),
          helper.accessor('city', { header: label('city'), meta: { label: label('city') } }),
        ]),
      }),
    ]);
  }, [t, format]);
}

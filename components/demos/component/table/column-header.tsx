'use client';

import type { Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown, GripVertical } from 'lucide-react';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import type { Employee } from './employees';
import type { DemoFeatures, DemoTable } from './table-features';

type LeafHeader = Header<DemoFeatures, Employee, unknown>;

/** Moves column `id` to where `target` is, among the leaf columns (the new column order). */
export function reorder(table: DemoTable, id: string, target: string): string[] {
  const order = table.getAllLeafColumns().map((c) => c.id);
  const from = order.indexOf(id);
  const to = order.indexOf(target);
  if (from < 0 || to < 0 || from === to) return order;
  const next = order.filter((c) => c !== id);
  next.splice(to, 0, id);
  return next;
}

/** Neighbouring leaf column in the same header group, to move a column by keyboard. */
function sibling(table: DemoTable, header: LeafHeader, step: -1 | 1): string | undefined {
  const leaves = table.getVisibleLeafColumns();
  const at = leaves.findIndex((c) => c.id === header.column.id);
  const other = leaves[at + step];
  return other && other.parent?.id === header.column.parent?.id ? other.id : undefined;
}

/** A leaf header: a drag handle (arrow keys move it too) and a button that cycles the sort. */
export function ColumnHeader({ table, header, children }: { table: DemoTable; header: LeafHeader; children: ReactNode }) {
  const t = useTranslations('page.component.table');
  const column = header.column;
  const sorted = column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
  const label = column.columnDef.meta?.label ?? column.id;
  const movable = !!column.parent;

  return (
    <div className="flex items-center gap-0.5">
      {movable ? (
        <button
          type="button"
          className="text-muted-foreground/60 hover:text-foreground focus-visible:ring-ring/50 -ml-1.5 cursor-grab rounded p-0.5 outline-none focus-visible:ring-2 active:cursor-grabbing"
          aria-label={t('moveColumn', { column: label })}
          onKeyDown={(e) => {
            const step = e.key === 'ArrowLeft' ? -1 : e.key === 'ArrowRight' ? 1 : 0;
            const target = step ? sibling(table, header, step) : undefined;
            if (!target) return;
            e.preventDefault();
            table.setColumnOrder(reorder(table, column.id, target));
          }}
        >
          <GripVertical className="size-3.5" aria-hidden />
        </button>
      ) : null}
      {column.getCanSort() ? (
        <Button
          variant="ghost"
          size="sm"
          className="data-[sorted=false]:[&_svg]:text-muted-foreground -ml-1 h-8 px-2"
          data-sorted={sorted !== false}
          onClick={column.getToggleSortingHandler()}
          title={t('sortHint')}
        >
          {children}
          <Icon aria-hidden className="size-3.5" />
        </Button>
      ) : (
        children
      )}
    </div>
  );
}

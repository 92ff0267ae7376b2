'use client';

import type { Header } from '@tanstack/react-table';
import { GripVertical } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useColumnLabel } from '@/components/table/column-label';
import { DataTable } from '@/components/table/data-table';
import type { SystemFeatures, SystemTable } from '@/components/table/table-features';
import { cn } from '@/lib/utils';
import type { Employee } from './employees';

type EmployeeTable = SystemTable<Employee>;
type LeafHeader = Header<SystemFeatures, Employee, unknown>;

/** Moves column `id` to where `target` is, among the leaf columns (the new column order). */
function reorder(table: EmployeeTable, id: string, target: string): string[] {
  const order = table.getAllLeafColumns().map((c) => c.id);
  const from = order.indexOf(id);
  const to = order.indexOf(target);
  if (from < 0 || to < 0 || from === to) return order;
  const next = order.filter((c) => c !== id);
  next.splice(to, 0, id);
  return next;
}

/** Neighbouring leaf column in the same header group, to move a column by keyboard. */
function sibling(table: EmployeeTable, header: LeafHeader, step: -1 | 1): string | undefined {
  const leaves = table.getVisibleLeafColumns();
  const at = leaves.findIndex((c) => c.id === header.column.id);
  const other = leaves[at + step];
  return other && other.parent?.id === header.column.parent?.id ? other.id : undefined;
}

/**
 * The paginated table (the shared DataTable): grouped headers, sortable leaf headers, and columns
 * reordered within their group by dragging a header's handle onto another, or by its arrow keys.
 */
export function EmployeeTable({ table }: { table: EmployeeTable }) {
  const t = useTranslations('page.component.table');
  const [dragging, setDragging] = useState<{ id: string; group: string | undefined } | null>(null);
  const [over, setOver] = useState<string | null>(null);
  const columnLabel = useColumnLabel();
  const stop = () => {
    setDragging(null);
    setOver(null);
  };

  const renderHeader = (header: LeafHeader, content: ReactNode) => {
    const column = header.column;
    const label = columnLabel(column);
    // A grouping row's empty cell above an ungrouped column: named for screen readers, not shown.
    if (header.isPlaceholder) return <span className="sr-only">{label}</span>;
    // Group headers and ungrouped columns stay put; a leaf moves within its group.
    if (column.columns.length > 0 || !column.parent) return content;
    const droppable = !!dragging && dragging.id !== column.id && dragging.group === column.parent.id;
    return (
      <div
        className={cn(
          'flex items-center gap-0.5 rounded',
          column.columnDef.meta?.className?.includes('text-right') && 'justify-end',
          over === column.id && droppable && 'bg-primary/10',
          dragging?.id === column.id && 'opacity-50',
        )}
        draggable
        onDragStart={(e) => {
          e.dataTransfer.effectAllowed = 'move';
          e.dataTransfer.setData('text/plain', column.id);
          setDragging({ id: column.id, group: column.parent?.id });
        }}
        onDragEnd={stop}
        onDragOver={(e) => {
          if (!droppable) return;
          e.preventDefault();
          setOver(column.id);
        }}
        onDragLeave={() => setOver((o) => (o === column.id ? null : o))}
        onDrop={(e) => {
          e.preventDefault();
          if (droppable && dragging) table.setColumnOrder(reorder(table, dragging.id, column.id));
          stop();
        }}
      >
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
        {content}
      </div>
    );
  };

  return (
    <div data-testid="employee-table">
      <DataTable table={table} label={t('tableLabel')} emptyText={t('noResults')} renderHeader={renderHeader} />
    </div>
  );
}

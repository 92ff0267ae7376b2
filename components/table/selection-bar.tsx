'use client';

import type { RowData } from '@tanstack/react-table';
import { Trash2, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { SystemTable } from './table-features';

export interface SelectionBarProps<TData extends RowData> {
  table: SystemTable<TData>;
  /** Whether the current role may delete (the bulk-delete button shows only then). */
  canDelete: boolean;
  /** Asks to delete the selected rows (open a confirm dialog naming them). */
  onDelete: (rows: TData[]) => void;
  /** The bulk button's label when it does something other than delete (sign out); default "Delete selected". */
  deleteLabel?: string;
}

/** Shown while rows are selected: how many, clear the selection, delete them all. */
export function SelectionBar<TData extends RowData>({ table, canDelete, onDelete, deleteLabel }: SelectionBarProps<TData>) {
  const t = useTranslations();
  const rows = table.getSelectedRowModel().flatRows.map((row) => row.original);
  if (rows.length === 0) return null;
  return (
    <div
      role="region"
      aria-label={t('table.selection')}
      data-testid="selection-bar"
      className="bg-muted/60 flex flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-sm"
    >
      <span className="font-medium">{t('table.selected', { count: rows.length })}</span>
      <Button variant="ghost" size="sm" onClick={() => table.resetRowSelection(true)}>
        <X aria-hidden />
        {t('button.clear')}
      </Button>
      {canDelete && (
        <Button variant="destructive" size="sm" className="ml-auto" onClick={() => onDelete(rows)} data-testid="bulk-delete">
          {!deleteLabel && <Trash2 aria-hidden />}
          {deleteLabel ?? t('table.deleteSelected')}
        </Button>
      )}
    </div>
  );
}

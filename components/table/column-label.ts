'use client';

import type { Column, RowData } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { SystemFeatures } from './table-features';
import { selectColumnId } from './select-column';

/**
 * A column's name for people (the column menu, a grouped header's empty cell read by screen readers):
 * its `meta.label`, the selection column's own name, or else its id.
 */
export function useColumnLabel() {
  const t = useTranslations('table');
  return useCallback(
    <TData extends RowData>(column: Column<SystemFeatures, TData>) =>
      column.columnDef.meta?.label ?? (column.id === selectColumnId ? t('selectColumn') : column.id),
    [t],
  );
}

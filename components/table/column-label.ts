'use client';

import type { Column, RowData } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { SystemFeatures } from './table-features';
import { selectColumnId } from './column-order';

/** A column's name beside its value or in a list: its `meta.label`, else a header given as text, else its id. */
export function columnLabel<TData extends RowData>(column: Column<SystemFeatures, TData, unknown>): string {
  const { meta, header } = column.columnDef;
  return meta?.label ?? (typeof header === 'string' ? header : column.id);
}

/**
 * A column's name for people (the column menu, a grouped header's empty cell read by screen readers):
 * `columnLabel`, the selection column named in the page's language.
 */
export function useColumnLabel() {
  const t = useTranslations('table');
  return useCallback(
    <TData extends RowData>(column: Column<SystemFeatures, TData>) => (column.id === selectColumnId && !column.columnDef.meta?.label ? t('selectColumn') : columnLabel(column)),
    [t],
  );
}

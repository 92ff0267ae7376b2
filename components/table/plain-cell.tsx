import type { CellContext, RowData } from '@tanstack/react-table';
import type { SystemFeatures } from './table-features';

/** What a cell shows for no value: every table the same. */
export const noValue = '—';

/** A column's value as text, or a dash for none (null, undefined or an empty string). */
export function PlainCell<TData extends RowData>({ getValue }: CellContext<SystemFeatures, TData, unknown>) {
  const value = getValue();
  return value === null || value === undefined || value === '' ? <span className="text-muted-foreground">{noValue}</span> : String(value);
}

import type { CellContext, RowData } from '@tanstack/react-table';
import type { SystemFeatures } from './table-features';

/** What a cell shows for no value: every table the same. */
export const noValue = '—';

const dateTime = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2})?)$/;

/**
 * A column's value as text, or a dash for none (null, undefined or an empty string). A date and time
 * ("2024-10-09 08:00:00") may break between the two, never inside the date at its hyphens.
 */
export function PlainCell<TData extends RowData>({ getValue }: CellContext<SystemFeatures, TData, unknown>) {
  const value = getValue();
  if (value === null || value === undefined || value === '') return <span className="text-muted-foreground">{noValue}</span>;
  const text = String(value);
  const parts = dateTime.exec(text);
  if (!parts) return text;
  return (
    <>
      <span className="whitespace-nowrap">{parts[1]}</span> <span className="whitespace-nowrap">{parts[2]}</span>
    </>
  );
}

'use client';

import type { Column, RowData } from '@tanstack/react-table';
import { useTranslations } from 'next-intl';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { SystemFeatures, SystemTable } from './table-features';

const minWidth = 40;
const maxWidth = 2000;
const keyStep = 10;

/**
 * A header's resize handle: drag it (a pointer captured, so the drag survives leaving the header), or
 * focus it and press the arrow keys; a double click gives the column its natural width back. The width
 * goes into the table's column sizing (saved with the user's preferences, `use-stored-layout.ts`).
 */
export function ColumnResizeHandle<TData extends RowData>({ table, column, label }: { table: SystemTable<TData>; column: Column<SystemFeatures, TData, unknown>; label: string }) {
  const t = useTranslations('table');
  const start = useRef<{ x: number; width: number } | null>(null);
  const [shown, setShown] = useState<number | undefined>(undefined);
  // The header as laid out; without a layout (a test DOM) the width the table holds.
  const widthOf = (handle: HTMLElement) => Math.round(handle.parentElement?.getBoundingClientRect().width || column.getSize());
  const setWidth = (width: number) => {
    const next = Math.min(maxWidth, Math.max(minWidth, Math.round(width)));
    setShown(next);
    table.setColumnSizing((old) => ({ ...old, [column.id]: next }));
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.preventDefault();
    start.current = { x: event.clientX, width: widthOf(event.currentTarget) };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (start.current) setWidth(start.current.width + event.clientX - start.current.x);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    setWidth(widthOf(event.currentTarget) + (event.key === 'ArrowRight' ? keyStep : -keyStep));
  };
  const natural = () => {
    setShown(undefined);
    table.setColumnSizing((old) => Object.fromEntries(Object.entries(old).filter(([id]) => id !== column.id)));
  };
  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t('resizeColumn', { column: label })}
      aria-valuenow={shown ?? column.getSize()}
      aria-valuemin={minWidth}
      aria-valuemax={maxWidth}
      tabIndex={0}
      data-testid={`resize-${column.id}`}
      className="hover:bg-primary/40 focus-visible:bg-primary absolute inset-y-0 right-0 w-1.5 cursor-col-resize touch-none select-none focus-visible:outline-none"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (start.current = null)}
      onPointerCancel={() => (start.current = null)}
      onKeyDown={onKeyDown}
      onDoubleClick={natural}
    />
  );
}

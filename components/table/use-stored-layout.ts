'use client';

import type { ColumnOrderState, ColumnSizingState } from '@tanstack/react-table';
import { useCallback, useRef, useState } from 'react';
import { useTableView } from '@/components/shell/preferences-context';
const noOrder: ColumnOrderState = [];
const noWidths: ColumnSizingState = {};

/**
 * A table's column order and column widths, kept per table in the user's preferences
 * (applied from the server's first render, so no flash of the default). Widths are saved once a drag
 * settles (a resize changes them on every pointer move). Without a key it is plain state.
 */
export function useStoredLayout(key: string | undefined) {
  const [view, saveView] = useTableView(key);
  const [order, setOrderState] = useState<ColumnOrderState>(() => view?.order ?? noOrder);
  const [widths, setWidthsState] = useState<ColumnSizingState>(() => view?.widths ?? noWidths);
  const settle = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const setOrder = useCallback(
    (next: ColumnOrderState) => {
      setOrderState(next);
      saveView?.({ order: next });
    },
    [saveView],
  );
  const setWidths = useCallback(
    (next: ColumnSizingState) => {
      setWidthsState(next);
      clearTimeout(settle.current);
      settle.current = setTimeout(() => saveView?.({ widths: next }), 300);
    },
    [saveView],
  );
  return { order, setOrder, widths, setWidths };
}

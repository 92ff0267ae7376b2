'use client';

import { useEffect, useRef } from 'react';

/**
 * The row to mark (a record just saved) when it is among the rows shown, and a ref for the box holding the
 * rows: once the marked row is rendered (it may come with the next page) it is scrolled into view, again for
 * each new `seq`. Rows are found by their `data-row-id`, a table's rows and a phone's cards alike.
 */
export function useMarkedRow<T extends HTMLElement>(rowIds: readonly string[], loading: boolean | undefined, highlight: { id: string; seq: number } | null | undefined) {
  const box = useRef<T>(null);
  const marked = !loading && highlight && rowIds.includes(highlight.id) ? highlight : null;
  const markedId = marked?.id;
  const markedSeq = marked?.seq;
  useEffect(() => {
    if (markedId === undefined || markedSeq === undefined) return;
    const row = box.current?.querySelector(`[data-row-id="${CSS.escape(markedId)}"]`);
    row?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [markedId, markedSeq]);
  return { box, markedId };
}

'use client';

import type { SortingState } from '@tanstack/react-table';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useMemo } from 'react';

export type StatusFilter = 'all' | '1' | '0';
const statuses: readonly StatusFilter[] = ['all', '1', '0'];

/** A status filter from text (a select's value): one of the statuses, else all. */
export const statusFilterOf = (value: string | null): StatusFilter => statuses.find((s) => s === value) ?? 'all';

export interface TableUrlState<K extends string> {
  /** Text filters, '' when absent. */
  filters: Record<K, string>;
  status: StatusFilter;
  /** 1-based. */
  page: number;
  size: number;
  /** At most one column: `?sort=<column>&order=asc|desc`. */
  sorting: SortingState;
}

type Patch = Record<string, string | number | null>;

function toInt(value: string | null, fallback: number, max: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? Math.min(n, max) : fallback;
}

/**
 * A table's view state in the search params (filters, status, page, size, sort), so a view can be
 * reloaded and shared. Setters `router.replace` the URL; values equal to the defaults are left out.
 */
export function useTableUrlState<K extends string>(filterKeys: readonly K[], defaultSize = 10) {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const keys = filterKeys.join(',');

  const state = useMemo<TableUrlState<K>>(() => {
    const filters = Object.fromEntries(keys.split(',').map((k) => [k, params.get(k) ?? ''])) as Record<K, string>;
    const status = params.get('status');
    const sort = params.get('sort');
    return {
      filters,
      status: statusFilterOf(status),
      page: toInt(params.get('page'), 1, 1_000_000),
      size: toInt(params.get('size'), defaultSize, 100),
      sorting: sort ? [{ id: sort, desc: params.get('order') === 'desc' }] : [],
    };
  }, [params, keys, defaultSize]);

  const update = useCallback(
    (patch: Patch) => {
      const next = new URLSearchParams(params.toString());
      for (const [key, value] of Object.entries(patch)) {
        const isDefault = value === null || value === '' || (key === 'status' && value === 'all') || (key === 'page' && value === 1) || (key === 'size' && value === defaultSize);
        if (isDefault) next.delete(key);
        else next.set(key, String(value));
      }
      const query = next.toString();
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [params, router, pathname, defaultSize],
  );

  return {
    ...state,
    /** New filters and status; back to page 1. */
    setFilters: (filters: Partial<Record<K, string>>, status: StatusFilter = state.status) =>
      update({ ...filters, status, page: 1 }),
    setPage: (page: number) => update({ page }),
    setSize: (size: number) => update({ size, page: 1 }),
    setSorting: (sorting: SortingState) =>
      update({ sort: sorting[0]?.id ?? null, order: sorting[0] ? (sorting[0].desc ? 'desc' : 'asc') : null }),
    /** Clears filters, status and page (keeps size and sort). */
    reset: () => update({ ...Object.fromEntries(keys.split(',').map((k) => [k, null])), status: null, page: null }),
  };
}

'use client';

import { Input } from '@/components/ui/input';
import type { FilterField } from './table-toolbar';

/**
 * A day filter (`YYYY-MM-DD`) labelled beside its box; the value is a draft until Search, like the
 * text filters (typing a date does not refetch on every keystroke).
 */
export function dateFilterField(key: string, label: string): FilterField<string> {
  return {
    key,
    label,
    render: (value, _apply, change) => (
      <label className="text-muted-foreground col-span-2 flex items-center gap-1.5 text-sm sm:col-span-1">
        <span className="shrink-0">{label}</span>
        <Input type="date" value={value} onChange={(event) => change(event.target.value)} className="h-8 min-w-0 flex-1 sm:w-40 sm:flex-none" data-testid={`filter-${key}`} />
      </label>
    ),
  };
}

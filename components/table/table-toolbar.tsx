'use client';

import { RotateCcw, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Fragment, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { StatusFilterSelect } from './status-filter-select';
import type { StatusFilter } from './use-table-url-state';

export interface FilterField<K extends string> {
  key: K;
  /** Visible as the input's placeholder and accessible name. */
  label: string;
  /**
   * A control of its own instead of a text input: `apply` applies a value at once (a select, a tree
   * select), `change` keeps it as a draft until Search, like the text inputs (a date).
   */
  render?: (value: string, apply: (value: string) => void, change: (value: string) => void) => ReactNode;
}

export interface TableToolbarProps<K extends string> {
  /** Text filters, in order. */
  fields: readonly FilterField<K>[];
  /** Applied values (from the URL); the inputs start from them. */
  values: Record<K, string>;
  /** The status filter's value; without it the status select is not shown. */
  status?: StatusFilter;
  /** Apply: on submit (Enter or Search) and when the status changes. */
  onSearch: (values: Record<K, string>, status: StatusFilter) => void;
  onReset: () => void;
  /** Actions on the right: add, expand all, columns, export. */
  children?: ReactNode;
}

/** Filter inputs, the status filter, Search and Reset; actions on the right. Wraps on narrow screens. */
export function TableToolbar<K extends string>(props: TableToolbarProps<K>) {
  // Remount the inputs when the applied values change (back/forward, reset) so drafts follow the URL.
  return <ToolbarForm key={`${JSON.stringify(props.values)}|${props.status}`} {...props} />;
}

function ToolbarForm<K extends string>({ fields, values, status, onSearch, onReset, children }: TableToolbarProps<K>) {
  const t = useTranslations();
  const [draft, setDraft] = useState(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft, status ?? 'all');
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <form role="search" onSubmit={submit} className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap sm:items-center">
        {fields.map((field) =>
          field.render ? (
            <Fragment key={field.key}>
              {field.render(
                draft[field.key],
                (value) => onSearch({ ...draft, [field.key]: value }, status ?? 'all'),
                (value) => setDraft({ ...draft, [field.key]: value }),
              )}
            </Fragment>
          ) : (
            <Input
              key={field.key}
              aria-label={field.label}
              placeholder={field.label}
              value={draft[field.key]}
              onChange={(event) => setDraft({ ...draft, [field.key]: event.target.value })}
              className="h-8 sm:w-36"
              data-testid={`filter-${field.key}`}
            />
          ),
        )}
        {status && <StatusFilterSelect value={status} onChange={(next) => onSearch(draft, next)} />}
        <div className="col-span-2 flex gap-2">
          <Button type="submit" size="sm" data-testid="search">
            <Search aria-hidden />
            {t('table.search')}
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onReset}>
            <RotateCcw aria-hidden />
            {t('button.reset.title')}
          </Button>
        </div>
      </form>
      {children && <div className="flex flex-wrap items-center gap-2 sm:ml-auto">{children}</div>}
    </div>
  );
}

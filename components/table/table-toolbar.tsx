'use client';

import { ListFilter, RotateCcw, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Fragment, useId, useState, type FormEvent, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useIsMobile } from '@/hooks/use-mobile';
import { DictFilterSelect } from '@/components/dict/dict-filter-select';
import { StatusFilterSelect } from './status-filter-select';
import { statusFilterOf, type StatusFilter } from './use-table-url-state';

export interface FilterField<K extends string> {
  key: K;
  /** Visible as the input's placeholder and accessible name. */
  label: string;
  /**
   * A control of its own instead of a text input: `apply` applies a value at once (a select, a tree
   * select), `change` keeps it as a draft until Search, like the text inputs (a date).
   */
  render?: (value: string, apply: (value: string) => void, change: (value: string) => void) => ReactNode;
  /** It says how another field filters (which field the text matches): not a filter of its own, not counted as one set. */
  qualifier?: boolean;
  /** A select of a dictionary's values by its code (`notice_level`), applied at once: the kit's dictionary filter. */
  dict?: string;
}

export interface TableToolbarProps<K extends string> {
  /** Text filters, in order. */
  fields: readonly FilterField<K>[];
  /** Applied values (from the URL); the inputs start from them. */
  values: Record<K, string>;
  /** The status filter's value; without it the status select is not shown. */
  status?: StatusFilter;
  /** The status filter's labels from this dictionary (`user_status`): its enabled values of '1' and '0'. */
  statusDict?: string;
  /** Apply: on submit (Enter or Search) and when the status changes. */
  onSearch: (values: Record<K, string>, status: StatusFilter) => void;
  onReset: () => void;
  /** Actions on the right: add, expand all, columns, export. */
  children?: ReactNode;
}

/** How many filters are set: the fields with a value (qualifiers aside) and a status other than all. */
export function filtersSet<K extends string>(fields: readonly FilterField<K>[], values: Record<K, string>, status: StatusFilter | undefined): number {
  const set = fields.filter((field) => !field.qualifier && values[field.key] !== '' && values[field.key] !== undefined).length;
  return set + (status !== undefined && status !== 'all' ? 1 : 0);
}

/**
 * Filter inputs, the status filter, Search and Reset; actions on the right. Wraps on narrow screens; on
 * a phone the filters fold behind a "Filters" button that says how many are set (Search folds them again).
 */
export function TableToolbar<K extends string>(props: TableToolbarProps<K>) {
  const t = useTranslations('table');
  const phone = useIsMobile();
  const [open, setOpen] = useState(false);
  const panel = useId();
  // Remount the inputs when the applied values change (back/forward, reset) so drafts follow the URL.
  const form = <ToolbarForm key={`${JSON.stringify(props.values)}|${props.status}`} {...props} onSubmitted={() => setOpen(false)} />;
  const actions = props.children && <div className="flex flex-wrap items-center gap-2 sm:ml-auto">{props.children}</div>;
  if (!phone) {
    return (
      <div className="flex flex-wrap items-center gap-2">
        {form}
        {actions}
      </div>
    );
  }
  const count = filtersSet(props.fields, props.values, props.status);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <Button type="button" size="sm" variant="outline" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)} data-testid="filters-toggle">
          <ListFilter aria-hidden />
          {t('filters')}
          {count > 0 && (
            <>
              <Badge variant="secondary" className="px-1.5 tabular-nums" aria-hidden>
                {count}
              </Badge>
              {' '}
              <span className="sr-only">{t('filtersSet', { count })}</span>
            </>
          )}
        </Button>
        {actions}
      </div>
      <div id={panel} hidden={!open}>
        {open && form}
      </div>
    </div>
  );
}

function ToolbarForm<K extends string>({ fields, values, status, statusDict, onSearch, onReset, onSubmitted }: TableToolbarProps<K> & { onSubmitted: () => void }) {
  const t = useTranslations();
  const [draft, setDraft] = useState(values);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft, status ?? 'all');
    onSubmitted();
  };
  return (
    <form role="search" onSubmit={submit} className="grid w-full grid-cols-2 gap-2 sm:flex sm:w-auto sm:flex-wrap sm:items-center">
      {fields.map((field) =>
        field.dict !== undefined && !field.render ? (
          <DictFilterSelect
            key={field.key}
            dict={field.dict}
            label={field.label}
            value={draft[field.key]}
            onChange={(value) => onSearch({ ...draft, [field.key]: value }, status ?? 'all')}
            testId={`filter-${field.key}`}
          />
        ) : field.render ? (
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
      {status && statusDict === undefined && <StatusFilterSelect value={status} onChange={(next) => onSearch(draft, next)} />}
      {status && statusDict !== undefined && (
        <DictFilterSelect
          dict={statusDict}
          label={t('table.status')}
          value={status === 'all' ? '' : status}
          onChange={(next) => onSearch(draft, statusFilterOf(next))}
          testId="status-filter"
        />
      )}
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
  );
}

'use client';

import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

export interface TransferItem {
  key: string;
  label: string;
  description?: string;
  /** Cannot be moved either way. */
  disabled?: boolean;
}

export interface TransferListProps {
  items: readonly TransferItem[];
  /** Keys of the items in the right-hand (target) list. */
  value: readonly string[];
  onChange: (keys: string[]) => void;
  /** Titles of the two lists (default: the `custom.transferList` messages). */
  titles?: [string, string];
  /** A search box above each list (matches label and description). */
  searchable?: boolean;
  /** Also show the buttons that move every item at once. */
  showMoveAll?: boolean;
  /** Height of each list's scroll area (a Tailwind class, default `h-64`). */
  listHeight?: string;
  /** Custom row content (default: label and description). */
  renderItem?: (item: TransferItem) => ReactNode;
  className?: string;
}

/** Moves items between two lists ("available" and "chosen"), with per-list check-all and search. */
export function TransferList({
  items,
  value,
  onChange,
  titles,
  searchable = true,
  showMoveAll = false,
  listHeight = 'h-64',
  renderItem,
  className,
}: TransferListProps) {
  const t = useTranslations('custom.transferList');
  const target = useMemo(() => new Set(value), [value]);
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const left = items.filter((i) => !target.has(i.key));
  const right = value.map((k) => items.find((i) => i.key === k)).filter((i): i is TransferItem => !!i);

  const move = (from: readonly TransferItem[], toRight: boolean, all = false) => {
    const moving = from.filter((i) => !i.disabled && (all || checked.has(i.key))).map((i) => i.key);
    if (!moving.length) return;
    const set = new Set(moving);
    onChange(toRight ? [...value, ...moving] : value.filter((k) => !set.has(k)));
    setChecked((prev) => new Set([...prev].filter((k) => !set.has(k))));
  };
  const toggle = (keys: string[], on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      for (const k of keys) if (on) next.add(k); else next.delete(k);
      return next;
    });
  const count = (list: readonly TransferItem[]) => list.filter((i) => checked.has(i.key)).length;

  const panel = (side: 'source' | 'target', list: readonly TransferItem[], title: string) => (
    <Panel
      side={side}
      title={title}
      list={list}
      checked={checked}
      toggle={toggle}
      searchable={searchable}
      listHeight={listHeight}
      renderItem={renderItem}
    />
  );

  return (
    <div className={cn('grid items-center gap-3 md:grid-cols-[1fr_auto_1fr]', className)}>
      {panel('source', left, titles?.[0] ?? t('source'))}
      <div className="flex justify-center gap-2 md:flex-col">
        {showMoveAll ? (
          <Button type="button" variant="outline" size="icon-sm" aria-label={t('moveAllRight')} onClick={() => move(left, true, true)} disabled={!left.some((i) => !i.disabled)}>
            <ChevronsRight className="max-md:rotate-90" />
          </Button>
        ) : null}
        <Button type="button" variant="outline" size="icon-sm" aria-label={t('moveRight')} data-testid="transfer-right" onClick={() => move(left, true)} disabled={count(left) === 0}>
          <ChevronRight className="max-md:rotate-90" />
        </Button>
        <Button type="button" variant="outline" size="icon-sm" aria-label={t('moveLeft')} data-testid="transfer-left" onClick={() => move(right, false)} disabled={count(right) === 0}>
          <ChevronLeft className="max-md:rotate-90" />
        </Button>
        {showMoveAll ? (
          <Button type="button" variant="outline" size="icon-sm" aria-label={t('moveAllLeft')} onClick={() => move(right, false, true)} disabled={!right.some((i) => !i.disabled)}>
            <ChevronsLeft className="max-md:rotate-90" />
          </Button>
        ) : null}
      </div>
      {panel('target', right, titles?.[1] ?? t('target'))}
    </div>
  );
}

interface PanelProps {
  side: 'source' | 'target';
  title: string;
  list: readonly TransferItem[];
  checked: ReadonlySet<string>;
  toggle: (keys: string[], on: boolean) => void;
  searchable: boolean;
  listHeight: string;
  renderItem?: (item: TransferItem) => ReactNode;
}

function Panel({ side, title, list, checked, toggle, searchable, listHeight, renderItem }: PanelProps) {
  const t = useTranslations('custom.transferList');
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = q ? list.filter((i) => `${i.label} ${i.description ?? ''}`.toLowerCase().includes(q)) : list;
  const selectable = shown.filter((i) => !i.disabled).map((i) => i.key);
  const on = selectable.filter((k) => checked.has(k)).length;
  const all = on > 0 && on === selectable.length ? true : on > 0 ? 'indeterminate' : false;

  return (
    <div className="flex min-w-0 flex-col overflow-hidden rounded-lg border" data-testid={`transfer-${side}`}>
      <div className="bg-muted/40 flex items-center gap-2 border-b px-3 py-2">
        <Checkbox
          aria-label={t('checkAll', { title })}
          checked={all}
          disabled={selectable.length === 0}
          onCheckedChange={(v) => toggle(selectable, v === true)}
        />
        <span className="flex-1 truncate text-sm font-medium">{title}</span>
        <span className="text-muted-foreground text-xs tabular-nums">{t('count', { checked: list.filter((i) => checked.has(i.key)).length, total: list.length })}</span>
      </div>
      {searchable ? (
        <div className="relative border-b p-2">
          <Search className="text-muted-foreground pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2" aria-hidden />
          <Input value={query} onChange={(e) => setQuery(e.target.value)} placeholder={t('search')} aria-label={t('searchIn', { title })} className="h-8 pl-8" />
        </div>
      ) : null}
      <ul className={cn('overflow-y-auto p-1', listHeight)} aria-label={title}>
        {shown.length === 0 ? (
          <li className="text-muted-foreground flex h-full items-center justify-center text-sm">{t('empty')}</li>
        ) : (
          shown.map((item) => (
            <li key={item.key}>
              <label className={cn('hover:bg-muted/60 flex cursor-pointer items-start gap-2 rounded-md px-2 py-1.5 text-sm', item.disabled && 'text-muted-foreground cursor-not-allowed')}>
                <Checkbox className="mt-0.5" checked={checked.has(item.key)} disabled={item.disabled} onCheckedChange={(v) => toggle([item.key], v === true)} />
                {renderItem ? (
                  renderItem(item)
                ) : (
                  <span className="grid min-w-0 gap-0.5">
                    <span className="truncate">{item.label}</span>
                    {item.description ? <span className="text-muted-foreground truncate text-xs">{item.description}</span> : null}
                  </span>
                )}
              </label>
            </li>
          ))
        )}
      </ul>
    </div>
  );
}

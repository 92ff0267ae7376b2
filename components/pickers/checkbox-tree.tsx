'use client';

import { ChevronRight, ChevronsDownUp, ChevronsUpDown, Search } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { buildTree, type FlatNode, type TreeNode } from './build-tree';
import { branchIds, filterTree } from './filter-tree';
import { TriCheckbox } from './tri-checkbox';

export interface CheckboxTreeOption extends FlatNode {
  label: string;
  /** Small text after the label (e.g. a path or an action). */
  hint?: string;
  /** Shown but not changeable (e.g. a permission the session may not grant); toggling a branch skips it. */
  disabled?: boolean;
}

export interface CheckboxTreeProps {
  /** The tree as a flat list (`parentId`, `order`). */
  options: readonly CheckboxTreeOption[];
  /** The checked ids. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  disabled?: boolean;
  /** Accessible name of the group (e.g. "Permissions"). */
  label: string;
  /** The options are still on their way: a loading state instead of an empty tree. */
  loading?: boolean;
}

type Node = TreeNode<CheckboxTreeOption>;

/**
 * Picks many nodes of a tree. Checking a node also checks its descendants and its ancestors (a
 * granted action needs its menu); unchecking clears it and its descendants. A node is shown
 * indeterminate when it is unchecked but some descendant is checked. Every node starts expanded;
 * Expand all and Collapse all open or close every branch, and the search box shows only the nodes whose
 * label or hint contains it (with their ancestors, opened), while checking still acts on the whole subtree.
 */
export function CheckboxTree({ options, value, onChange, disabled, label, loading }: CheckboxTreeProps) {
  const t = useTranslations('table');
  const [query, setQuery] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const tree = useMemo(() => buildTree(options), [options]);
  const byId = useMemo(() => {
    const map = new Map<string, Node>();
    const walk = (nodes: readonly Node[]) => {
      for (const node of nodes) {
        map.set(node.id, node);
        walk(node.children ?? []);
      }
    };
    walk(tree);
    return map;
  }, [tree]);
  const shown = useMemo(() => filterTree(tree, query), [tree, query]);
  const parentOf = useMemo(() => new Map(options.map((o) => [o.id, o.parentId])), [options]);
  const checked = useMemo(() => new Set(value), [value]);
  const locked = useMemo(() => new Set(options.filter((o) => o.disabled).map((o) => o.id)), [options]);
  const toggle = (id: string, on: boolean) => {
    const node = byId.get(id);
    if (!node) return;
    const next = new Set(checked);
    const subtree = (n: Node): string[] => [n.id, ...(n.children ?? []).flatMap(subtree)];
    for (const each of subtree(node)) {
      if (locked.has(each)) continue;
      if (on) next.add(each);
      else next.delete(each);
    }
    for (let up = parentOf.get(node.id); on && up !== undefined && parentOf.has(up); up = parentOf.get(up)) {
      if (!locked.has(up)) next.add(up);
    }
    onChange([...next]);
  };
  // While searching every branch shown is open: the matches are what the search is for.
  const isOpen = (id: string) => query.trim() !== '' || !collapsed.has(id);
  const setOpen = (id: string, open: boolean) =>
    setCollapsed((old) => {
      const next = new Set(old);
      if (open) next.delete(id);
      else next.add(id);
      return next;
    });
  const kit: BranchKit = { checked, toggle, disabled, isOpen, setOpen, full: (id) => byId.get(id) };
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center gap-1.5">
        <div className="relative min-w-0 flex-1">
          <Search className="text-muted-foreground pointer-events-none absolute top-1/2 left-2 size-3.5 -translate-y-1/2" aria-hidden />
          <Input
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder={t('treeFilter')}
            aria-label={t('treeFilter')}
            className="h-8 pl-7"
            disabled={loading}
            data-testid="tree-search"
          />
        </div>
        <Button type="button" variant="ghost" size="sm" disabled={loading} onClick={() => setCollapsed(new Set())} data-testid="tree-expand-all">
          <ChevronsUpDown aria-hidden />
          <span className="sr-only sm:not-sr-only">{t('expandAll')}</span>
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={loading} onClick={() => setCollapsed(new Set(branchIds(tree)))} data-testid="tree-collapse-all">
          <ChevronsDownUp aria-hidden />
          <span className="sr-only sm:not-sr-only">{t('collapseAll')}</span>
        </Button>
      </div>
      {loading ? (
        <div role="status" aria-busy="true" className="flex max-h-80 flex-col gap-1.5 rounded-md border p-2" data-testid="tree-loading">
          <span className="sr-only">{t('treeLoading')}</span>
          {[0, 1, 2, 3, 4].map((row) => (
            <Skeleton key={row} className={cn('h-5', row % 2 ? 'ml-6 w-1/2' : 'w-2/3')} />
          ))}
        </div>
      ) : shown.length === 0 ? (
        <p className="text-muted-foreground rounded-md border p-3 text-sm" data-testid="tree-empty">
          {query.trim() ? t('treeNoMatch', { query: query.trim() }) : t('empty')}
        </p>
      ) : (
        // relative: the checkboxes' hidden inputs (absolute) stay inside the scrolled box, not stretching the dialog below the form
        <ul role="tree" aria-label={label} className="relative max-h-80 overflow-y-auto rounded-md border p-1 text-sm">
          {shown.map((node) => (
            <Branch key={node.id} node={node} kit={kit} />
          ))}
        </ul>
      )}
    </div>
  );
}

interface BranchKit {
  checked: ReadonlySet<string>;
  toggle: (id: string, on: boolean) => void;
  disabled?: boolean | undefined;
  isOpen: (id: string) => boolean;
  setOpen: (id: string, open: boolean) => void;
  /** The node with all its children (a search shows only some). */
  full: (id: string) => Node | undefined;
}

function Branch({ node, kit }: { node: Node; kit: BranchKit }) {
  const t = useTranslations('table');
  const open = kit.isOpen(node.id);
  const isChecked = kit.checked.has(node.id);
  const someBelow = (n: Node): boolean => (n.children ?? []).some((c) => kit.checked.has(c.id) || someBelow(c));
  const state = isChecked ? true : someBelow(kit.full(node.id) ?? node) ? 'indeterminate' : false;
  return (
    <li role="treeitem" aria-expanded={node.children ? open : undefined} aria-selected={isChecked}>
      <div className="hover:bg-muted/60 flex items-center gap-1.5 rounded px-1 py-0.5">
        {node.children ? (
          <Button type="button" variant="ghost" size="icon" className="size-6" aria-label={open ? t('collapse') : t('expand')} onClick={() => kit.setOpen(node.id, !open)}>
            <ChevronRight className={cn('transition-transform', open && 'rotate-90')} aria-hidden />
          </Button>
        ) : (
          <span className="size-6 shrink-0" aria-hidden />
        )}
        <label className={cn('flex min-w-0 flex-1 cursor-pointer items-center gap-2', node.disabled && 'text-muted-foreground cursor-not-allowed')}>
          <TriCheckbox checked={state} disabled={kit.disabled || node.disabled} onCheckedChange={(v) => kit.toggle(node.id, v === true)} data-testid={`tree-check-${node.id}`} />
          <span className="truncate">{node.label}</span>
          {node.hint && <span className="text-muted-foreground truncate font-mono text-xs">{node.hint}</span>}
        </label>
      </div>
      {node.children && open && (
        <ul role="group" className="pl-5">
          {node.children.map((child) => (
            <Branch key={child.id} node={child} kit={kit} />
          ))}
        </ul>
      )}
    </li>
  );
}

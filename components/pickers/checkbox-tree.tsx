'use client';

import { ChevronRight } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { buildTree, type FlatNode, type TreeNode } from './build-tree';
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
}

/**
 * Picks many nodes of a tree. Checking a node also checks its descendants and its ancestors (a
 * granted action needs its menu); unchecking clears it and its descendants. A node is shown
 * indeterminate when it is unchecked but some descendant is checked. Every node starts expanded.
 */
export function CheckboxTree({ options, value, onChange, disabled, label }: CheckboxTreeProps) {
  const tree = useMemo(() => buildTree(options), [options]);
  const parentOf = useMemo(() => new Map(options.map((o) => [o.id, o.parentId])), [options]);
  const checked = useMemo(() => new Set(value), [value]);
  const locked = useMemo(() => new Set(options.filter((o) => o.disabled).map((o) => o.id)), [options]);
  const toggle = (node: TreeNode<CheckboxTreeOption>, on: boolean) => {
    const next = new Set(checked);
    const subtree = (n: TreeNode<CheckboxTreeOption>): string[] => [n.id, ...(n.children ?? []).flatMap(subtree)];
    for (const id of subtree(node)) {
      if (locked.has(id)) continue;
      if (on) next.add(id);
      else next.delete(id);
    }
    for (let up = parentOf.get(node.id); on && up !== undefined && parentOf.has(up); up = parentOf.get(up)) {
      if (!locked.has(up)) next.add(up);
    }
    onChange([...next]);
  };
  return (
    <ul role="tree" aria-label={label} className="max-h-80 overflow-y-auto rounded-md border p-1 text-sm">
      {tree.map((node) => (
        <Branch key={node.id} node={node} checked={checked} toggle={toggle} disabled={disabled} />
      ))}
    </ul>
  );
}

interface BranchProps {
  node: TreeNode<CheckboxTreeOption>;
  checked: ReadonlySet<string>;
  toggle: (node: TreeNode<CheckboxTreeOption>, on: boolean) => void;
  disabled?: boolean;
}

function Branch({ node, checked, toggle, disabled }: BranchProps) {
  const t = useTranslations('table');
  const [open, setOpen] = useState(true);
  const isChecked = checked.has(node.id);
  const someBelow = (n: TreeNode<CheckboxTreeOption>): boolean => (n.children ?? []).some((c) => checked.has(c.id) || someBelow(c));
  const state = isChecked ? true : someBelow(node) ? 'indeterminate' : false;
  return (
    <li role="treeitem" aria-expanded={node.children ? open : undefined} aria-selected={isChecked}>
      <div className="hover:bg-muted/60 flex items-center gap-1.5 rounded px-1 py-0.5">
        {node.children ? (
          <Button type="button" variant="ghost" size="icon" className="size-6" aria-label={open ? t('collapse') : t('expand')} onClick={() => setOpen(!open)}>
            <ChevronRight className={cn('transition-transform', open && 'rotate-90')} aria-hidden />
          </Button>
        ) : (
          <span className="size-6 shrink-0" aria-hidden />
        )}
        <label className={cn('flex min-w-0 flex-1 cursor-pointer items-center gap-2', node.disabled && 'text-muted-foreground cursor-not-allowed')}>
          <TriCheckbox checked={state} disabled={disabled || node.disabled} onCheckedChange={(v) => toggle(node, v === true)} data-testid={`tree-check-${node.id}`} />
          <span className="truncate">{node.label}</span>
          {node.hint && <span className="text-muted-foreground truncate font-mono text-xs">{node.hint}</span>}
        </label>
      </div>
      {node.children && open && (
        <ul role="group" className="pl-5">
          {node.children.map((child) => (
            <Branch key={child.id} node={child} checked={checked} toggle={toggle} disabled={disabled} />
          ))}
        </ul>
      )}
    </li>
  );
}

'use client';

import { Check, X } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import type { InspectedItem } from './access-api';

type Node = InspectedItem & { children: Node[] };

/** The held items as a tree (an item whose parent is not held sits at the top). */
function treeOf(items: readonly InspectedItem[]): Node[] {
  const nodes = new Map(items.map((i) => [i.id, { ...i, children: [] as Node[] }]));
  const roots: Node[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId ? nodes.get(node.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The user's permission tree: each item with whether it is in force, and each source as a badge. */
export function AccessTree({ items }: { items: readonly InspectedItem[] }) {
  const t = useTranslations('page.system.access');
  if (items.length === 0) return <p className="text-muted-foreground text-sm">{t('noItems')}</p>;
  return <ul className="space-y-1 text-sm" data-testid="access-tree">{treeOf(items).map((node) => <TreeNode key={node.id} node={node} />)}</ul>;
}

function TreeNode({ node }: { node: Node }) {
  const t = useTranslations('page.system.access');
  return (
    <li>
      <div className="flex flex-wrap items-center gap-1.5 py-0.5">
        {node.allowed ? (
          <Check className="size-4 shrink-0 text-emerald-600 dark:text-emerald-400" aria-label={t('inForce')} />
        ) : (
          <X className="text-muted-foreground size-4 shrink-0" aria-label={t('notInForce')} />
        )}
        <span className={node.allowed ? '' : 'text-muted-foreground'}>{node.name}</span>
        <code className="text-muted-foreground text-xs break-all">{node.action ? `${node.path} ${node.action}` : node.path}</code>
        {!node.itemEnabled && <Badge variant="destructive">{t('itemDisabled')}</Badge>}
        {node.sources.map((s) => (
          <Badge key={s.role ?? ''} variant={s.role === null ? 'default' : s.enabled ? 'secondary' : 'outline'}>
            {s.role === null ? t('own') : s.enabled ? t('fromRole', { role: s.role }) : t('fromDisabledRole', { role: s.role })}
          </Badge>
        ))}
      </div>
      {node.children.length > 0 && <ul className="border-border ml-2 space-y-1 border-l pl-4">{node.children.map((c) => <TreeNode key={c.id} node={c} />)}</ul>}
    </li>
  );
}

import 'server-only';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import * as t from '@/lib/db/schema';
import type { Tx } from '@/lib/db/types';
import type { Action } from '@/lib/rbac';
import { managementPages } from './rules';

/** The grants that manage grants: each page's menu item and its three actions (rules.ts, isManagementItem). */
export const managementItems: { path: string; action: Action | null }[] = managementPages.flatMap((path) => [
  { path, action: null },
  ...(['add', 'edit', 'delete'] as const).map((action) => ({ path, action })),
]);

const p = t.permissions;
const isManagementItem = or(
  ...managementItems.map((item) =>
    and(eq(p.path, item.path), item.action ? and(eq(p.type, 'action'), eq(p.action, item.action)) : and(eq(p.type, 'menu'), isNull(p.action))),
  ),
);

/** Which of `managementItems` a row is: rows with the same key grant the same thing. */
export const itemKey = sql`(${p.path}, ${p.type}, coalesce(${p.action}, ''))`;

/**
 * The management items that work: enabled, with every item above them enabled and of menu type, so
 * the menu (lib/auth/menu-read.ts, lib/menu.ts) shows their pages. One query: a walk up from each
 * enabled management item that stops at a disabled or non-menu ancestor; the items whose walk
 * reaches the top are the ones answered.
 */
export async function workingManagementItems(tx: Tx): Promise<{ id: string; key: string }[]> {
  const id = sql.identifier(p.id.name);
  const parentId = sql.identifier(p.parentId.name);
  const reachable = sql`${p.id} in (with recursive up(item_id, ancestor_id) as (
      select ${p.id}, ${p.parentId} from ${p} where ${and(eq(p.status, '1'), isManagementItem)}
      union
      select up.item_id, a.${parentId} from ${p} a join up on a.${id} = up.ancestor_id
        where a.${sql.identifier(p.status.name)} = '1' and a.${sql.identifier(p.type.name)} = 'menu'
    ) select item_id from up where ancestor_id is null)`;
  return tx
    .select({ id: p.id, key: sql<string>`${itemKey}::text` })
    .from(p)
    .where(reachable);
}

import 'server-only';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import * as t from '@/lib/db/schema';

/** What the sibling-order code needs to know about a tree table. */
export interface TreeTable {
  table: PgTable;
  /** the name of its primary key constraint, to tell a duplicate id from other unique violations */
  primaryKey: string;
  id: AnyPgColumn;
  parentId: AnyPgColumn;
  order: AnyPgColumn;
  /** the first key of its advisory locks; distinct per table */
  lockSpace: number;
}

export const groupTree: TreeTable = {
  table: t.groups,
  primaryKey: 'groups_pkey',
  id: t.groups.id,
  parentId: t.groups.parentId,
  order: t.groups.order,
  lockSpace: 0x74720001,
};

export const permissionTree: TreeTable = {
  table: t.permissions,
  primaryKey: 'permissions_pkey',
  id: t.permissions.id,
  parentId: t.permissions.parentId,
  order: t.permissions.order,
  lockSpace: 0x74720002,
};

import 'server-only';
import { and, eq } from 'drizzle-orm';
import { cache } from 'react';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { buildMenu, type MenuNode } from '@/lib/menu';

/**
 * The menu tree: the enabled menu-type permissions, one query, read on every request (no process
 * cache, so a change made on another instance shows on the next page load). `cache` shares one read
 * between the layout and the page of the same render.
 */
export const readMenu = cache(async (): Promise<MenuNode[]> => {
  const db = await getDb();
  const rows = await db
    .select({
      id: t.permissions.id,
      parentId: t.permissions.parentId,
      order: t.permissions.order,
      path: t.permissions.path,
      nameEn: t.permissions.nameEn,
      nameZh: t.permissions.nameZh,
      icon: t.permissions.icon,
    })
    .from(t.permissions)
    .where(and(eq(t.permissions.type, 'menu'), eq(t.permissions.status, '1')));
  return buildMenu(rows);
});

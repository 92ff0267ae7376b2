import 'server-only';
import { and, asc, eq, inArray, max, or } from 'drizzle-orm';
import { translate } from '@/lib/i18n/translate';
import { menuTitleKey } from '@/lib/resource/definition';
import type { ResourceRegistration } from '@/lib/resource/registration';
import { registeredResources } from '@/resources/index';
import * as t from './schema';
import type { Db } from './types';

/** The role that holds every permission (resources/roles/schema.ts): a new item is always granted to it. */
const superRole = 'super';

/**
 * Gives the database each registered resource's menu item, its actions and their grants, once: a row
 * in `resource_seeds` records it, so an item an administrator later moves, renames, revokes or deletes
 * stays so. Each resource is one transaction that first claims its row (`on conflict do nothing`):
 * instances starting together wait for the first claim to commit, and only its seeds. Answers the
 * names seeded now.
 */
export async function seedResources(db: Db, resources: readonly ResourceRegistration[] = registeredResources): Promise<string[]> {
  const seeded: string[] = [];
  // Items with their own place first, so one without goes after them (a stable sort: registry order otherwise).
  const placedFirst = [...resources].sort((a, b) => Number(a.menu?.order === undefined) - Number(b.menu?.order === undefined));
  for (const resource of placedFirst) if (await seedResource(db, resource)) seeded.push(resource.definition.name);
  return seeded;
}

async function seedResource(db: Db, { definition, menu }: ResourceRegistration): Promise<boolean> {
  if (!menu) return false;
  return db.transaction(async (tx) => {
    const [claimed] = await tx.insert(t.resourceSeeds).values({ name: definition.name }).onConflictDoNothing().returning({ name: t.resourceSeeds.name });
    if (!claimed) return false;
    const [parent] = await tx
      .select({ id: t.permissions.id })
      .from(t.permissions)
      .where(and(eq(t.permissions.path, menu.parent), eq(t.permissions.type, 'menu')))
      .orderBy(asc(t.permissions.id))
      .limit(1);
    // No parent (an administrator removed it) or the item exists already (made by hand): leave it so.
    const [taken] = await tx
      .select({ id: t.permissions.id })
      .from(t.permissions)
      .where(or(eq(t.permissions.id, menu.id), and(eq(t.permissions.path, definition.path), eq(t.permissions.type, 'menu'))))
      .limit(1);
    if (!parent || taken) return true;
    const [last] = await tx.select({ order: max(t.permissions.order) }).from(t.permissions).where(eq(t.permissions.parentId, parent.id));
    const title = menuTitleKey(definition.path);
    const created = menu.created === undefined ? {} : { createdAt: menu.created };
    const actions = menu.actions.map((declared, i) => {
      const action = typeof declared === 'string' ? declared : declared.action;
      return {
        id: typeof declared === 'string' ? `${menu.id}${String(i).padStart(2, '0')}` : declared.id,
        parentId: menu.id,
        order: i,
        path: definition.path,
        type: 'action' as const,
        action,
        nameEn: translate('en', `dict.permissionAction.${action}`),
        nameZh: translate('zh', `dict.permissionAction.${action}`),
        ...created,
      };
    });
    await tx.insert(t.permissions).values([
      {
        id: menu.id,
        parentId: parent.id,
        order: menu.order ?? (last?.order ?? -1) + 1,
        path: definition.path,
        type: 'menu',
        nameEn: translate('en', title),
        nameZh: translate('zh', title),
        icon: 'circle',
        ...created,
      },
      ...actions,
    ]);
    const roles = await tx.select({ id: t.roles.id }).from(t.roles).where(inArray(t.roles.code, [...new Set([superRole, ...menu.grantTo])]));
    const ids = [menu.id, ...actions.map((a) => a.id)];
    if (roles.length > 0) {
      await tx.insert(t.rolePermissions).values(roles.flatMap((role) => ids.map((permissionId) => ({ roleId: role.id, permissionId }))));
    }
    return true;
  });
}

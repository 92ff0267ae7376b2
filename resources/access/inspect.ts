import 'server-only';
import { asc } from 'drizzle-orm';
import { localized } from '@/lib/api/schemas';
import { currentRoleInForce, decideAccess, scopeInForce } from '@/lib/access';
import type { Session } from '@/lib/auth/session';
import { getDb } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import type { Locale } from '@/lib/i18n/locales';
import { groupScope } from '@/lib/scope/users';
import { inspectedScope } from './explain';
import { readInspected, type InspectedGrant } from './subject';

/** At most this many groups are named for a scope (the page says how the list ends). */
const shownGroups = 200;

/**
 * GET /api/system/access/user/{id}?role=: the user's permissions under the role, each item with where it
 * comes from (role or own grant, each enabled or not) and whether it is in force (the same decision as
 * the request guard), the menu they see, and their data scope with the groups it reaches.
 */
export async function inspectUser(userId: string, role: string, session: Session, locale: Locale) {
  const db = await getDb();
  const inspected = await readInspected(db, session, userId, role, locale);
  const inForce = currentRoleInForce(role, inspected.roles);
  const scoped = inspectedScope(inspected);
  const condition = groupScope(scoped);
  const groups = condition
    ? await db
        .select({ id: t.groups.id, nameEn: t.groups.nameEn, nameZh: t.groups.nameZh })
        .from(t.groups)
        .where(condition)
        .orderBy(asc(t.groups.id))
        .limit(shownGroups + 1)
    : [];
  const items = itemsOf(inspected.grants, (request) => decideAccess(inspected.subject, request).allowed, locale);
  return {
    user: { ...inspected.user, name: localized(locale, inspected.user.name, inspected.user.nameZh) },
    role,
    roleInForce: inForce,
    roles: inspected.roles.map((r) => ({ code: r.code, name: localized(locale, r.nameEn, r.nameZh), enabled: r.enabled, dataScope: r.dataScope })),
    items,
    menu: menuOf(items),
    scope: {
      scope: scopeInForce(inspected.roles, inForce),
      allGroups: !condition,
      groups: groups.slice(0, shownGroups).map((g) => ({ id: g.id, name: localized(locale, g.nameEn, g.nameZh) })),
      more: groups.length > shownGroups,
    },
  };
}

/** An item as the page shows it: where it comes from (a role or the user's own grant) and whether it is in force. */
interface InspectedItem {
  id: string;
  parentId: string | null;
  path: string;
  type: InspectedGrant['type'];
  action: InspectedGrant['action'];
  itemEnabled: boolean;
  sources: { role: string | null; enabled: boolean }[];
  allowed: boolean;
  name: string;
}

/**
 * One entry per item, with every source it comes from, in tree order; `allowed` decides each item once, when
 * its first source makes it (the decision reads only the item's path and action).
 */
function itemsOf(grants: readonly InspectedGrant[], allowed: (request: { path: string; action: InspectedGrant['action'] }) => boolean, locale: Locale): InspectedItem[] {
  const items = new Map<string, InspectedItem>();
  for (const g of grants) {
    const source = { role: g.role, enabled: g.roleEnabled };
    const item = items.get(g.id);
    if (item) {
      item.sources.push(source);
      continue;
    }
    const name = localized(locale, g.nameEn, g.nameZh);
    const decided = allowed({ path: g.path, action: g.action });
    items.set(g.id, { id: g.id, parentId: g.parentId, path: g.path, type: g.type, action: g.action, itemEnabled: g.itemEnabled, sources: [source], allowed: decided, name });
  }
  return [...items.values()];
}

/** The menu entries the user sees: menu items in force whose every ancestor is too (as the page guard and the sidebar require). */
function menuOf(items: readonly { id: string; parentId: string | null; type: string; path: string; allowed: boolean }[]): string[] {
  const candidates = items.filter((i) => i.type === 'menu' && i.allowed);
  const shown = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const i of candidates) {
      if (!shown.has(i.id) && (i.parentId === null || shown.has(i.parentId))) {
        shown.add(i.id);
        grew = true;
      }
    }
  }
  return candidates.filter((i) => shown.has(i.id)).map((i) => i.path);
}

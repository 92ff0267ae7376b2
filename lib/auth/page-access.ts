import { localized } from '@/lib/api/schemas';
import type { Locale } from '@/lib/i18n/locales';
import { breadcrumbs, type MenuTree } from '@/lib/menu';
import { allRoles, effectiveGrants, menuPaths } from '@/lib/rbac';
import { guardPage } from './guard';
import type { Session } from './session';

/**
 * Why a page refused the session, for the 403 and 404 pages: whether the path is a page at all, the
 * menu entries on its way the current role lacks (the permissions it needs, titled in `locale`), and
 * the other current roles the user holds under which it opens (`all` last), for the role switcher.
 */
export function pageAccess(path: string, session: Session, menu: MenuTree, locale: Locale) {
  const verdict = guardPage(path, session, menu);
  const status = verdict && 'refuse' in verdict ? verdict.refuse : 'open';
  const permitted = new Set(menuPaths(session.effective));
  const needs = status === 'forbidden'
    ? breadcrumbs(menu, path)
        .filter((node) => !permitted.has(node.path))
        .map((node) => ({ path: node.path, title: localized(locale, node.titleEn, node.titleZh) }))
    : [];
  const opensAs = (role: string) => {
    const as = guardPage(path, { ...session, currentRole: role, effective: effectiveGrants(session.grants, role) }, menu);
    return !(as && 'refuse' in as);
  };
  const candidates = status === 'forbidden' ? [...session.roles.map((r) => r.code), allRoles] : [];
  const switchTo = candidates
    .filter((role) => role !== session.currentRole && opensAs(role))
    .map((role) => {
      const held = session.roles.find((r) => r.code === role);
      return { role, name: held ? localized(locale, held.nameEn, held.nameZh) : null };
    });
  return { path, status, needs, switchTo };
}

/** The menu paths a page needs: its own and its parents' (empty for a path of no menu entry). */
export function pageChain(path: string, menu: MenuTree): string[] {
  return breadcrumbs(menu, path).map((node) => node.path);
}

/** The API's answer: `pageAccess` and the roles that open the page (`rolesGranting`), for a refused page. */
export type PageAccess = ReturnType<typeof pageAccess> & { grantedBy: { role: string; name: string }[] };

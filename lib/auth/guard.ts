import { findMenu, firstPermittedPath, isLeaf, isPermitted, parentRedirect, type MenuTree } from '@/lib/menu';
import { signedInPaths } from '@/lib/page-paths';
import { menuPaths } from '@/lib/rbac';
import type { Session } from './session';

/**
 * Where a page request must go instead, or null to serve it (the spec's guard): no session → /login;
 * `/` → the first permitted page; a parent entry → its first permitted child; a path that is not
 * a permitted entry of the menu tree (read from the database) → /login (which sends a signed-in
 * user on to `/`). The pages of one's own account (`signedInPaths`) are every signed-in user's.
 */
export function guardRedirect(pathname: string, session: Session | null, menu: MenuTree): string | null {
  if (pathname === '/login') return session ? '/' : null;
  if (!session) return '/login';
  if ((signedInPaths as readonly string[]).includes(pathname)) return null;
  const permitted = new Set(menuPaths(session.effective));
  if (pathname === '/') return firstPermittedPath(menu, permitted);
  const node = findMenu(menu, pathname);
  if (!node || !isPermitted(menu, pathname, permitted)) return '/login';
  if (!isLeaf(node)) return parentRedirect(menu, pathname, permitted) ?? '/login';
  return null;
}

/**
 * The proxy's part of the guard, before any database read: no validly signed token → /login; on
 * /login, a live session (looked up there only) → `/`. The rest is `guardRedirect`'s, in the page.
 */
export function proxyRedirect(pathname: string, signedIn: boolean): string | null {
  if (pathname === '/login') return signedIn ? '/' : null;
  return signedIn ? null : '/login';
}

import { findMenu, firstPermittedPath, isLeaf, isPermitted, parentRedirect } from '@/lib/menu';
import { menuPaths } from '@/lib/rbac';
import type { Session } from './session';

/**
 * Where a page request must go instead, or null to serve it (the spec's guard): no session → /login;
 * `/` → the first permitted page; a parent entry → its first permitted child; a path that is not
 * a permitted menu entry → /login (which sends a signed-in user on to `/`).
 */
export function guardRedirect(pathname: string, session: Session | null): string | null {
  if (pathname === '/login') return session ? '/' : null;
  if (!session) return '/login';
  const permitted = new Set(menuPaths(session.effective));
  if (pathname === '/') return firstPermittedPath(permitted);
  const node = findMenu(pathname);
  if (!node || !isPermitted(pathname, permitted)) return '/login';
  if (!isLeaf(node)) return parentRedirect(pathname, permitted) ?? '/login';
  return null;
}

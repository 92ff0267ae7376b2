import { findMenu, firstPermittedPath, isLeaf, isPermitted, parentRedirect, type MenuTree } from '@/lib/menu';
import { signedInPaths } from '@/lib/page-paths';
import { enrolPath } from './factor-kinds';
import { menuPaths } from '@/lib/rbac';
import type { Session } from './session';

/** What a page request gets instead of its page: another address, or the 403 or 404 page in the shell. */
export type PageVerdict = { redirect: string } | { refuse: 'forbidden' | 'not-found' } | null;

/**
 * The guard of every page, or null to serve it: no session → /login; `/` → the first permitted page;
 * a parent entry → its first permitted child; a path that is no entry of the menu tree (read from the
 * database) → 404; an entry the current role may not open (itself or an ancestor not permitted, or a
 * parent with no permitted child) → 403. Both render inside the shell, so a typo and a missing
 * permission read differently. The pages of one's own account (`signedInPaths`) are every signed-in user's.
 */
export function guardPage(pathname: string, session: Session | null, menu: MenuTree): PageVerdict {
  if (pathname === '/login') return session ? { redirect: '/' } : null;
  if (!session) return { redirect: '/login' };
  if ((signedInPaths as readonly string[]).includes(pathname)) return null;
  const permitted = new Set(menuPaths(session.effective));
  if (pathname === '/') {
    const first = firstPermittedPath(menu, permitted);
    return first ? { redirect: first } : null;
  }
  const node = findMenu(menu, pathname);
  if (!node) return { refuse: 'not-found' };
  if (!isPermitted(menu, pathname, permitted)) return { refuse: 'forbidden' };
  if (isLeaf(node)) return null;
  const child = parentRedirect(menu, pathname, permitted);
  return child ? { redirect: child } : { refuse: 'forbidden' };
}

/**
 * The proxy's part of the guard, before any database read: no validly signed token → /login; on
 * /login, a live session (looked up there only) → `/`; the enrolment page is open to all. The rest
 * is `guardPage`'s, in the page.
 */
export function proxyRedirect(pathname: string, signedIn: boolean): string | null {
  if (pathname === '/login') return signedIn ? '/' : null;
  if (pathname === enrolPath) return null;
  return signedIn ? null : '/login';
}
